/**
 * What the docs checks read: the repository's markdown (the docs, the READMEs) and its source
 * tree. Shared by the tests of `test/docs/`, each of which holds one kind of claim to the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
export const exists = (file: string): boolean => existsSync(path.join(root, file));

/** Every file under `dir` (repository-relative, `/`-separated) whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(rel, keep);
    return keep(entry.name) ? [rel] : [];
  });
}

const isMarkdown = (name: string) => name.endsWith('.md');

/** The docs a reader meets: docs/, the READMEs of the repository and of its folders. */
export const DOCS: readonly string[] = [
  'README.md',
  ...filesUnder('docs', isMarkdown),
  ...['bench', 'emulator', 'src', 'test', 'e2e', 'scripts'].flatMap((dir) => filesUnder(dir, (name) => name === 'README.md')),
];

/** The docs outside bench/, which cite the benchmarks' figures by link only. */
export const DOCS_OUTSIDE_BENCH = DOCS.filter((doc) => !doc.startsWith('bench/'));

/** The text of a doc from the heading that starts with `heading` to the next heading of its level or above. */
export function section(doc: string, heading: string): string {
  const text = read(doc);
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`${doc} has no heading "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  const rest = text.slice(start + heading.length + 1);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The rows of every markdown table in `text` whose header's first cell starts with `firstHeader`, as cells. */
export function tableRows(text: string, firstHeader: string): string[][] {
  const rows: string[][] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith(`| ${firstHeader}`)) continue;
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) rows.push(lines[j]!.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}
