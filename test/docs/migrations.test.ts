/**
 * docs/architecture.md's table of schema versions is the frozen files of src/db/migrations:
 * a version added without its row fails with the row to add, a row whose file is gone fails
 * too, and no other doc lists the versions (they link to the table instead).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DOCS, read, root, section, tableRows } from './docs';

const DOC = 'docs/architecture.md';
const TABLE = '### The schema versions';

const files = readdirSync(path.join(root, 'src/db/migrations'))
  .map((f) => /^v(\d+)\.ts$/.exec(f)?.[1])
  .filter((v): v is string => v !== undefined)
  .map(Number)
  .sort((a, b) => a - b);

const rows = tableRows(section(DOC, TABLE), 'Version').map((cells) => ({ version: Number(/^`v(\d+)\.ts`$/.exec(cells[0] ?? '')?.[1]), text: cells[1] ?? '' }));

describe('the schema versions the docs list are the frozen files', () => {
  test(`every src/db/migrations/vN.ts has its row in ${DOC} "${TABLE.slice(4)}"`, () => {
    const listed = new Set(rows.map((row) => row.version));
    const missing = files
      .filter((v) => !listed.has(v))
      .map((v) => `src/db/migrations/v${v}.ts has no row: add "| \`v${v}.ts\` | what it stores or changes |" to the table of schema versions in ${DOC}, in version order`);
    expect(missing).toEqual([]);
  });

  test('every row names a version that has its file, once, in order, and says what it changed', () => {
    expect(rows.map((row) => row.version)).toEqual(files.filter((v) => rows.some((row) => row.version === v)));
    expect(rows.filter((row) => !files.includes(row.version)).map((row) => `row of v${row.version}: src/db/migrations has no such file`)).toEqual([]);
    expect(rows.filter((row) => row.text === '').map((row) => `v${row.version}`)).toEqual([]);
  });

  test('no other doc lists the versions as a range ("`v1.ts` to `v27.ts`"), which would go stale at the next one', () => {
    const ranges = DOCS.flatMap((doc) => [...read(doc).matchAll(/`v\d+\.ts` to `v\d+\.ts`|`?src\/db\/migrations\/v\d+\.ts`? to `?v\d+\.ts/g)].map((m) => `${doc}: ${m[0]}`));
    expect(ranges, `link to "${TABLE.slice(4)}" in ${DOC} instead`).toEqual([]);
  });
});
