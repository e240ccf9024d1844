/**
 * Every measurement kept in bench/results/ is reachable from bench/README.md's "Results"
 * (its table of goals and the list of files below it): a dated file added without its link
 * fails here with the link to add, and a link to a file that is gone fails too.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { exists, root, section } from './docs';

const DOC = 'bench/README.md';
const RESULTS = '## Results';

/** The files of bench/results/ a piece of the README links to, as `results/<name>`. */
export function resultLinks(text: string): string[] {
  return [...text.matchAll(/\]\((results\/[^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
}

const files = readdirSync(path.join(root, 'bench/results')).filter((name) => name.endsWith('.md') && name !== 'README.md');
const linked = new Set(resultLinks(section(DOC, RESULTS)));

describe('bench/README.md links every result kept', () => {
  test(`every file of bench/results/ is linked from "${RESULTS.slice(3)}" of ${DOC}`, () => {
    expect(files.length).toBeGreaterThan(0);
    const unlinked = files.filter((name) => !linked.has(`results/${name}`)).map((name) => `results/${name}: add "- [results/${name}](results/${name}): what it measured" to "${RESULTS.slice(3)}"`);
    expect(unlinked).toEqual([]);
  });

  test('every link of the results section reaches a file of bench/results/', () => {
    expect([...linked].filter((link) => !exists(`bench/${link}`))).toEqual([]);
  });

  test('a link is read with or without its anchor; a web address or another folder is not one', () => {
    expect(resultLinks('see [a](results/2026-11-29.md) and [b](results/x.md#runs), [c](https://e.org/results/y.md), [d](lib/device.ts)')).toEqual(['results/2026-11-29.md', 'results/x.md']);
  });
});
