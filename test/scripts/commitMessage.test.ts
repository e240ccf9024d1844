import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCommitMessage as check } from '../../scripts/commitMessage.mjs';

const root = path.resolve(import.meta.dirname, '../..');

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

  test("git's bare merge subject is refused with the subject to write; a merge of the main line is not", () => {
    expect(check("Merge branch 'split'")).toEqual([`A merge says what the feature is: "Merge branch 'split': what it brings".`]);
    expect(check("Merge branch 'split' into main\n\n# Conflicts:\n#\tsrc/db/orders.ts\n")).toEqual([`A merge says what the feature is: "Merge branch 'split': what it brings".`]);
    expect(check("Merge remote-tracking branch 'origin/card'")).toHaveLength(1);
    expect(check("Merge branch 'main' into split")).toEqual([]);
    expect(check("Merge remote-tracking branch 'origin/main' into split")).toEqual([]);
  });
});

describe('the commit-msg hook', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
  const hook = (message: string) => {
    const file = path.join(dir, 'COMMIT_EDITMSG');
    writeFileSync(file, message);
    return spawnSync('sh', [path.join(root, '.githooks/commit-msg'), file], { cwd: dir, encoding: 'utf8' });
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('git runs it from .githooks once the clone opts in, and it stops a commit the rule refuses, saying why, from any folder', () => {
    expect(statSync(path.join(root, '.githooks/commit-msg')).mode & 0o111).not.toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.hooks).toBe('git config core.hooksPath .githooks');
    const refused = hook(`${'x'.repeat(73)}\n`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('commit-msg: The subject is 73 characters; keep it to 72 or fewer.');
    expect(hook('A split bill sells each unit once\n').status).toBe(0);
  });
});
