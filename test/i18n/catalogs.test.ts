/**
 * The message catalogs are what `npm run extract` writes from the code, and every message is
 * translated (docs/i18n.md). The check runs the same extraction (lingui extract, with the
 * project's config) into a temporary folder seeded with the committed catalogs, so it keeps
 * their translations exactly as `npm run extract` would, and compares the result with the
 * committed files: a message added, changed or removed in the code without extracting fails,
 * as does a message any language but English leaves untranslated.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import config from '../../lingui.config';
import { isLoaded } from '../../src/i18n/i18n';
import { LANGUAGES } from '../../src/i18n/languages';

const ROOT = path.resolve(__dirname, '../..');
const LOCALES = path.join(ROOT, 'src/i18n/locales');
const FIX = 'Run `npm run extract` and commit src/i18n/locales.';

const committedFile = (locale: string) => path.join(LOCALES, `${locale}.po`);
let extracted = '';
const extractedFile = (locale: string) => path.join(extracted, `${locale}.po`);

interface Entry {
  translation: string;
  origins: string;
}

/** The catalog's live messages (not the obsolete `#~` ones), by id. */
async function entries(file: string): Promise<Map<string, Entry>> {
  const format = config.format;
  if (typeof format !== 'object') throw new Error('lingui.config.ts names its catalog format by a formatter object');
  const catalog = await format.parse(readFileSync(file, 'utf8'), { locale: null, sourceLocale: config.sourceLocale ?? 'en', filename: file });
  const live = new Map<string, Entry>();
  for (const [id, message] of Object.entries(catalog ?? {})) {
    if (message.obsolete) continue;
    live.set(id, { translation: message.translation ?? '', origins: (message.origin ?? []).map(([where]) => where).join(', ') });
  }
  return live;
}

/** What tells the committed catalog of `locale` from the one extraction writes, one line per message. */
async function staleness(locale: string): Promise<string[]> {
  const committed = readFileSync(committedFile(locale), 'utf8');
  const fresh = readFileSync(extractedFile(locale), 'utf8');
  if (committed === fresh) return [];
  const before = await entries(committedFile(locale));
  const after = await entries(extractedFile(locale));
  const found: string[] = [];
  for (const [id, entry] of after) {
    const was = before.get(id);
    if (!was) found.push(`in the code, not in ${locale}.po: "${id}" (${entry.origins})`);
    else if (was.origins !== entry.origins) found.push(`"${id}" is used in ${entry.origins}, ${locale}.po says ${was.origins}`);
  }
  for (const id of before.keys()) if (!after.has(id)) found.push(`in ${locale}.po, no longer in the code: "${id}"`);
  return found.length > 0 ? found : [`${locale}.po differs from what extract writes (order, obsolete entries or layout)`];
}

beforeAll(async () => {
  extracted = mkdtempSync(path.join(tmpdir(), 'pos-catalogs-'));
  for (const locale of config.locales) {
    if (existsSync(committedFile(locale))) copyFileSync(committedFile(locale), extractedFile(locale));
  }
  // The project's config, writing into the temporary folder: the same extractor, format and order.
  const configFile = path.join(extracted, 'lingui.config.ts');
  writeFileSync(
    configFile,
    `import config from ${JSON.stringify(path.join(ROOT, 'lingui.config.ts'))};\n` +
      `export default { ...config, rootDir: ${JSON.stringify(ROOT)}, ` +
      `catalogs: config.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(path.join(extracted, '{locale}'))} })) };\n`,
  );
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--config', configFile, '--workers', '1'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
  });
}, 180_000);

afterAll(() => {
  if (extracted !== '') rmSync(extracted, { recursive: true, force: true });
});

test('the catalogs are one, written by extract: the code names a single catalog path for every language', () => {
  expect(config.catalogs?.map((c) => path.relative(ROOT, c.path.replace('<rootDir>', ROOT)))).toEqual(['src/i18n/locales/{locale}']);
});

test('a language is a message file: the languages of the till are the languages extract writes', () => {
  expect([...config.locales].sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  for (const { code } of LANGUAGES) expect(existsSync(committedFile(code)), `${code}.po`).toBe(true);
});

test.each(LANGUAGES.map((l) => l.code))('the %s catalog is what `npm run extract` writes from the code', async (locale) => {
  expect(await staleness(locale), `src/i18n/locales/${locale}.po is stale against the code. ${FIX}`).toEqual([]);
});

test.each(LANGUAGES.map((l) => l.code).filter((code) => code !== config.sourceLocale))('every message has its %s translation', async (locale) => {
  const untranslated = [...(await entries(committedFile(locale)))].filter(([, entry]) => entry.translation.trim() === '').map(([id, entry]) => `"${id}" (${entry.origins})`);
  expect(untranslated, `Translate these in src/i18n/locales/${locale}.po (msgstr)`).toEqual([]);
});

test('only English is in the first load: the Arabic catalog is fetched when chosen', () => {
  // A fresh module graph per test file: nothing here has chosen Arabic.
  expect(isLoaded('en')).toBe(true);
  expect(isLoaded('ar')).toBe(false);
});
