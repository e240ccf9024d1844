/**
 * docs/architecture.md's tables of folders are the folders of src: section 2 names each one,
 * and section 7 gives each its row with its share of the code (lines of TypeScript and CSS),
 * within TOLERANCE points of what the tree holds, so "src/app is small" cannot go stale.
 * README.md's "Layout" names each one too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder, read, root, section, tableRows } from './docs';

const DOC = 'docs/architecture.md';
/** How far, in percentage points, a stated share may be from the measured one before the doc is wrong. */
const TOLERANCE = 2;

const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/${entry.name}`);

const linesOf = (dir: string) => filesUnder(dir, (name) => /\.(tsx?|css)$/.test(name)).reduce((sum, file) => sum + readFileSync(path.join(root, file), 'utf8').split('\n').length, 0);

/** "`src/app` (14 %)" → 14; "(under 1 %)" → 0; no share → null. */
export function statedShare(cell: string): number | null {
  const m = /\((under )?(\d+) %\)/.exec(cell);
  if (!m) return null;
  return m[1] ? 0 : Number(m[2]);
}

describe("architecture's tables of folders", () => {
  test('section 2 names every folder of src', () => {
    const text = section(DOC, '## 2.');
    expect(folders.filter((folder) => !text.includes(`\`${folder}\``))).toEqual([]);
  });

  test("README.md's layout names every folder of src, and only those", () => {
    const layout = section('README.md', '## Layout');
    const list = layout.slice(layout.indexOf('`src/` holds the app'), layout.indexOf('Beside it'));
    const named = [...list.matchAll(/`(\w+)`/g)].map((m) => `src/${m[1]!}`);
    expect(folders.filter((folder) => !named.includes(folder)), 'add it to the list of src/ in README.md "## Layout"').toEqual([]);
    expect(named.filter((folder) => !folders.includes(folder)), 'README.md "## Layout" names a folder src does not have').toEqual([]);
  });

  test("section 7 gives every folder of src its row and its share of src's lines, as the tree holds them", () => {
    const total = linesOf('src');
    const rows = new Map(tableRows(section(DOC, '## 7.'), 'Path').map((cells) => [/^`([^`]+)`/.exec(cells[0] ?? '')?.[1], cells[0] ?? '']));
    const wrong = folders.flatMap((folder) => {
      const measured = (100 * linesOf(folder)) / total;
      const shown = measured < 1 ? '(under 1 %)' : `(${Math.round(measured)} %)`;
      const cell = rows.get(folder);
      if (cell === undefined) return [`${folder}: no row in ${DOC} section 7; add "| \`${folder}\` ${shown} | what it holds |"`];
      const stated = statedShare(cell);
      if (stated === null || Math.abs(stated - measured) > TOLERANCE) return [`${folder}: the row says ${stated === null ? 'no share' : `${stated} %`}, the tree holds ${measured.toFixed(1)} %: write ${shown}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  test('a share is read from its cell', () => {
    expect(statedShare('`src/app` (14 %)')).toBe(14);
    expect(statedShare('`src/rpc` (under 1 %)')).toBe(0);
    expect(statedShare('`src/app`')).toBeNull();
  });

  test("the pure folders the docs list are eslint.config.js's pureCore", () => {
    const pureCore = [.../const pureCore = \[([^\]]*)\]/.exec(read('eslint.config.js'))![1]!.matchAll(/'(src\/\w+)\/\*\*'/g)].map((m) => m[1]!).sort();
    const listed = (text: string, start: string) => {
      const from = text.indexOf(start);
      expect(from, `"${start}" is where the list is`).toBeGreaterThan(-1);
      const sentence = text.slice(from, text.indexOf('.', text.indexOf('`src/', from) + 1) + 1);
      return [...new Set([...sentence.matchAll(/`(src\/\w+)`/g)].map((m) => m[1]!))].sort();
    };
    expect(listed(read(DOC), 'The pure folders (')).toEqual(pureCore);
    expect(listed(read('docs/conventions.md'), '- Pure folders:')).toEqual(pureCore);
  });
});
