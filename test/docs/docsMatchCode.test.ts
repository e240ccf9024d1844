/**
 * The docs name files, hooks and schema versions; these checks fail when the code moves and a
 * doc does not (docs/conventions.md 11: docs are a front door, kept true).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith('.md') ? [rel] : [];
  });
}

const DOCS = [...markdownFiles('docs'), 'README.md', 'bench/README.md', 'emulator/README.md', ...markdownFiles('src').filter((f) => f.endsWith('README.md'))];

/** `src/a/b.ts`, `test/x.test.ts`, `e2e/y.spec.ts`, ... written in backticks in a doc. */
const NAMED_PATH = /`((?:src|test|e2e|emulator|bench|scripts|docs|public)\/[^`\s]*)`/g;

/** A named path exists as written, or as a module named without its extension. */
function exists(named: string): boolean {
  const file = named.replace(/[.,:;)]+$/, '').split('#')[0]!;
  return ['', '.ts', '.tsx'].some((ext) => existsSync(path.join(root, file + ext)));
}

describe('the docs name what exists', () => {
  test('every file path a doc names in backticks exists (placeholders such as <date> or * aside)', () => {
    const dangling = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(NAMED_PATH)]
        .map((m) => m[1]!)
        .filter((named) => !/[<*{]/.test(named) && !exists(named))
        .map((named) => `${doc}: ${named}`),
    );
    expect(dangling).toEqual([]);
  });
});

/** The numbers of `vN.ts` named in a piece of text, a range `vA.ts` to `vB.ts` counting whole. */
function versionsNamed(text: string): number[] {
  const out = new Set<number>();
  for (const m of text.matchAll(/`v(\d+)\.ts`(?: to `v(\d+)\.ts`)?/g)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let v = from; v <= to; v++) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

/** The paragraphs, list items and table rows of a doc that list the schema versions from v1. */
function versionLists(doc: string): string[] {
  return read(doc)
    .split(/\n(?=\s*\n|- |\| )/)
    .filter((piece) => piece.includes('`v1.ts` to'));
}

describe("architecture's table of folders", () => {
  test('names every folder of src', () => {
    const doc = read('docs/architecture.md');
    const section = doc.slice(doc.indexOf('## 2. Folders'), doc.indexOf('## 3.'));
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}`);
    expect(folders.filter((folder) => !section.includes(`\`${folder}\``))).toEqual([]);
  });
});

describe('the schema versions the docs list are the frozen files', () => {
  const files = readdirSync(path.join(root, 'src/db/migrations'))
    .map((f) => /^v(\d+)\.ts$/.exec(f)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

  test.each(['docs/architecture.md', 'docs/conventions.md'])('%s lists every version, and only those', (doc) => {
    const lists = versionLists(doc);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(versionsNamed(list)).toEqual(files);
  });
});

describe("architecture's table of hooks is the hooks of src/app/data", () => {
  const dataDir = 'src/app/data';
  const exported = new Map<string, string>();
  for (const file of readdirSync(path.join(root, dataDir))) {
    for (const m of read(path.join(dataDir, file)).matchAll(/export (?:function|const) (use[A-Z]\w*)/g)) exported.set(m[1]!, file);
  }
  const doc = read('docs/architecture.md');
  const table = doc.slice(doc.indexOf('| Hook (file) |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);

  test('every hook the folder exports has a row', () => {
    const listed = new Set(rows.flatMap((row) => [...row.matchAll(/`(use[A-Z]\w*)`/g)].map((m) => m[1]!)));
    expect([...exported.keys()].filter((hook) => !listed.has(hook)).sort()).toEqual([]);
  });

  test('every hook a row names is exported by the file the row gives for it', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const cell = row.split('|')[1] ?? '';
      // "`useA`, `useB` (`a.ts`); `useC` (`c.ts`, over `d.ts`)": each hook is in the file first
      // named after it.
      let waiting: string[] = [];
      for (const m of cell.matchAll(/`(use[A-Z]\w*)`|\(`([\w.]+\.tsx?)`/g)) {
        if (m[1]) {
          waiting.push(m[1]);
          continue;
        }
        for (const hook of waiting) if (exported.get(hook) !== m[2]) wrong.push(`${hook}: the row says ${m[2]}, it is in ${exported.get(hook) ?? 'no file'}`);
        waiting = [];
      }
      for (const hook of waiting) wrong.push(`${hook}: the row names no file for it`);
    }
    expect(wrong).toEqual([]);
  });
});
