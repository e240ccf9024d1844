import { describe, expect, test } from 'vitest';
import { checkCommitMessage as check } from '../../scripts/commitMessage.mjs';

describe('the commit message rule', () => {
  test('a short subject that says one thing passes, with or without a body', () => {
    expect(check('A split bill sells each unit once\n')).toEqual([]);
    expect(check('A split bill sells each unit once\n\nEqual parts gave every bill the full quantity.\n')).toEqual([]);
  });

  test('a subject over 72 characters is refused with its length', () => {
    const subject = 'x'.repeat(73);
    expect(check(subject)).toEqual(['The subject is 73 characters; keep it to 72 or fewer.']);
    expect(check('x'.repeat(72))).toEqual([]);
  });

  test('characters are counted, not UTF-16 units, so Arabic and emoji count once', () => {
    expect(check('ع'.repeat(72))).toEqual([]);
  });

  test('catch-all subjects that bundle unrelated changes are refused', () => {
    expect(check('Review: fixes to the till and the docs')).toHaveLength(1);
    expect(check('WIP')).toHaveLength(1);
    expect(check('fixup! A split bill sells each unit once')).toHaveLength(1);
    expect(check('Reviewed figures stay in bench/results')).toEqual([]);
  });

  test('a full stop at the end and a body with no blank line are refused', () => {
    expect(check('Receipts show the branch time.')).toEqual(['The subject ends with a full stop.']);
    expect(check('Receipts show the branch time\nbecause Orders does')).toEqual(['A blank line must separate the subject from the body.']);
  });

  test('comment lines git adds are ignored, and an empty message is refused', () => {
    expect(check('# Please enter the commit message\nShort subject\n')).toEqual([]);
    expect(check('# only comments\n')).toEqual(['The subject line is empty.']);
  });

  test('a merge says what the feature is, within the same length', () => {
    expect(check("Merge branch 'split': a split bill sells each unit once")).toEqual([]);
    expect(check(`Merge branch 'split': ${'x'.repeat(60)}`)).toHaveLength(1);
  });
});
