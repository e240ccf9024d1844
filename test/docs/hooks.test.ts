/**
 * docs/architecture.md's tables of hooks (section 3) are the hooks of `src`: every exported
 * `use…` hook has a row naming the file it is in, and a row names no hook that is gone or has
 * moved. A hook added without a row fails here with what to add.
 */
import { describe, expect, test } from 'vitest';
import { filesUnder, read, section, tableRows } from './docs';

const DOC = 'docs/architecture.md';
const DATA = 'src/app/data';

/** Every exported hook of src, with its file. */
function exportedHooks(): Map<string, string> {
  const hooks = new Map<string, string>();
  for (const file of filesUnder('src', (name) => /\.tsx?$/.test(name))) {
    for (const m of read(file).matchAll(/^export (?:function|const) (use[A-Z]\w*)/gm)) hooks.set(m[1]!, file);
  }
  return hooks;
}

/**
 * The hooks a row's first cell names, each with the file first named after it:
 * "`useA`, `useB` (`a.ts`); `useC` (`src/x/c.ts`, over `d.ts`)". A bare file name is one of
 * src/app/data; a path is from the repository's root.
 */
export function hooksOfCell(cell: string): { hook: string; file: string | null }[] {
  const out: { hook: string; file: string | null }[] = [];
  let waiting: string[] = [];
  for (const m of cell.matchAll(/`(use[A-Z]\w*)`|\(`([\w./]+\.tsx?)`/g)) {
    if (m[1]) {
      waiting.push(m[1]);
      continue;
    }
    const file = m[2]!.includes('/') ? m[2]! : `${DATA}/${m[2]}`;
    for (const hook of waiting) out.push({ hook, file });
    waiting = [];
  }
  for (const hook of waiting) out.push({ hook, file: null });
  return out;
}

describe("architecture's tables of hooks are the hooks of src", () => {
  const exported = exportedHooks();
  const listed = tableRows(section(DOC, '## 3.'), 'Hook').flatMap((row) => hooksOfCell(row[0] ?? ''));

  test('the tables are there', () => {
    expect(listed.length).toBeGreaterThan(0);
  });

  test('every exported hook has a row', () => {
    const named = new Set(listed.map((entry) => entry.hook));
    const missing = [...exported].filter(([hook]) => !named.has(hook)).map(([hook, file]) => {
      const inData = file.startsWith(`${DATA}/`);
      const cell = `\`${hook}\` (\`${inData ? file.slice(DATA.length + 1) : file}\`)`;
      return `${hook}: name ${cell} in a row of ${DOC} section 3, ${inData ? `the table of ${DATA}` : '"The other hooks"'}, with what it reads, writes or does`;
    });
    expect(missing, 'hooks of src that no row of the hook tables names').toEqual([]);
  });

  test('every hook a row names is exported by the file the row gives for it', () => {
    const wrong = listed
      .filter(({ hook, file }) => exported.get(hook) !== file)
      .map(({ hook, file }) => `${hook}: the row says ${file ?? 'no file'}, it is ${exported.has(hook) ? `in ${exported.get(hook)}` : 'exported by no file of src (remove the row)'}`);
    expect(wrong).toEqual([]);
  });

  test('every hook file of src (`use*.ts`, `use*.tsx`) is named by a row', () => {
    const files = new Set(listed.map((entry) => entry.file));
    expect(filesUnder('src', (name) => /^use[A-Z]\w*\.tsx?$/.test(name)).filter((file) => !files.has(file))).toEqual([]);
  });

  test('a row is read as its hooks and their files', () => {
    expect(hooksOfCell('`useA`, `useB` (`a.ts`); `useC` (`src/x/c.ts`, over `d.ts`); `useD`')).toEqual([
      { hook: 'useA', file: `${DATA}/a.ts` },
      { hook: 'useB', file: `${DATA}/a.ts` },
      { hook: 'useC', file: 'src/x/c.ts' },
      { hook: 'useD', file: null },
    ]);
  });
});
