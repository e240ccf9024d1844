/**
 * Every path a doc names exists: a file or folder of the repository written in backticks or
 * in the prose, and every relative link. A path that moves fails here with the doc that
 * still names it (docs/conventions.md 11: the docs are a front door, kept true).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DOCS, exists, filesUnder, read, root } from './docs';

const FOLDERS = 'src|test|e2e|emulator|bench|scripts|docs|public';

/** `src/a/b.ts`, `test/x.test.ts`, `e2e/y.spec.ts`, ... written in backticks. */
const IN_BACKTICKS = new RegExp(`\`((?:${FOLDERS})/[^\`\\s]*)\``, 'g');
/** The same written in the prose, outside backticks and links: a file with its extension. */
const IN_PROSE = new RegExp(`(?<![\\w./\`(\\[-])((?:${FOLDERS})/[\\w./-]*\\w\\.(?:tsx?|mjs|md|json|css|html))\\b`, 'g');
/** A file named by its name alone or a partial path in backticks (`schema.ts`, `kiosk/KioskSelling.tsx`). */
const SHORT_NAME = /`((?:[\w-]+\/)*[\w-]+\.(?:tsx?|mjs|css))`/g;
/** "`name` in `src/a.ts`", "`name` (`src/a.ts`", with the files named after it ("and `src/b.ts`"). */
const NAME_IN_FILE = new RegExp(`\`([A-Za-z_]\\w+)\` (?:in |\\()((?:\`(?:${FOLDERS})/[\\w./-]+\\.(?:tsx?|mjs)\`(?:,?\\s+and\\s+|,\\s+)?)+)`, 'g');
/** A markdown link's target, relative to the doc; a web address or an anchor alone is not a path. */
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** A named path exists as written, or as a module named without its extension. */
function named(file: string): boolean {
  const bare = file.replace(/[.,:;)]+$/, '').split('#')[0]!;
  return ['', '.ts', '.tsx'].some((ext) => exists(bare + ext));
}

/** A doc's text with its fenced code blocks left out: commands and output, not claims about files. */
const prose = (doc: string) => read(doc).replace(/```[\s\S]*?```/g, '');

const repoFiles = ['src', 'test', 'e2e', 'emulator', 'bench', 'scripts'].flatMap((dir) => filesUnder(dir, () => true)).concat(readdirSync(root));

/** Some file of the repository is at `short`, or ends with it (a name given where its folder is clear). */
const somewhere = (short: string) => repoFiles.some((file) => file === short || file.endsWith(`/${short}`));

function dangling(doc: string): string[] {
  const text = prose(doc);
  const out: string[] = [];
  for (const m of text.matchAll(IN_BACKTICKS)) if (!/[<*{]/.test(m[1]!) && !named(m[1]!)) out.push(`${doc}: \`${m[1]}\``);
  for (const m of text.matchAll(SHORT_NAME)) if (!new RegExp(`^(?:${FOLDERS})/`).test(m[1]!) && !somewhere(m[1]!)) out.push(`${doc}: \`${m[1]}\` (no file of that name)`);
  for (const m of text.replace(/`[^`\n]*`/g, '').matchAll(IN_PROSE)) if (!named(m[1]!)) out.push(`${doc}: ${m[1]}`);
  for (const m of text.matchAll(LINK)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURI(target)));
    if (!exists(file)) out.push(`${doc}: link (${target})`);
  }
  return out;
}

describe('the docs name what exists', () => {
  test('every path a doc names, in backticks, in its prose or as a link, exists (placeholders such as <date> or * aside)', () => {
    expect(DOCS.flatMap(dangling), 'each entry is a doc and a path it names that is not in the repository: correct the doc').toEqual([]);
  });

  test('the check finds a path that does not exist, in each way a doc names one', () => {
    const exampleDoc = 'docs/architecture.md';
    expect(named('src/db/schema.ts')).toBe(true);
    expect(named('src/db/schema')).toBe(true);
    expect(named('src/db/gone.ts')).toBe(false);
    expect(somewhere('kiosk/KioskSelling.tsx')).toBe(true);
    expect(somewhere('kiosk/KioskScreen.tsx')).toBe(false);
    expect([...'`hasRoom` in `src/picker/groups.ts` and\n  `src/picker/options.ts`; `xy` (`src/a.ts`)'.matchAll(NAME_IN_FILE)].map((m) => [m[1], m[2]])).toEqual([
      ['hasRoom', '`src/picker/groups.ts` and\n  `src/picker/options.ts`'],
      ['xy', '`src/a.ts`'],
    ]);
    expect([...'see src/db/gone.ts and `src/db/x.ts`'.replace(/`[^`\n]*`/g, '').matchAll(IN_PROSE)].map((m) => m[1])).toEqual(['src/db/gone.ts']);
    expect([...'[a](../bench/results/none.md)'.matchAll(LINK)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(exampleDoc), m[1]!)))).toEqual(['bench/results/none.md']);
  });

  test('a name a doc places in a file ("`completeSale` in `src/db/orders.ts`") is in that file, or in one named with it', () => {
    const misplaced = DOCS.flatMap((doc) =>
      [...prose(doc).matchAll(NAME_IN_FILE)].flatMap((m) => {
        const files = [...m[2]!.matchAll(/`([^`]+)`/g)].map((f) => f[1]!).filter((file) => exists(file));
        return files.length === 0 || files.some((file) => new RegExp(`\\b${m[1]}\\b`).test(read(file))) ? [] : [`${doc}: \`${m[1]}\` is not in ${files.join(' or ')}`];
      }),
    );
    expect(misplaced).toEqual([]);
  });
});
