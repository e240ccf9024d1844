import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { isLoaded } from '../../src/i18n/i18n';
import { LANGUAGES } from '../../src/i18n/languages';

const SRC = path.resolve(__dirname, '../../src');
const LOCALES = path.join(SRC, 'i18n/locales');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every message the code names: `t('…')` and `msg('…')` with a literal. */
function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const call = /\b(?:t|msg)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of files(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(call)) found.set((m[1] ?? m[2]!).replace(/\\'/g, "'"), path.relative(SRC, file));
  }
  return found;
}

function msgids(code: string): Set<string> {
  const po = readFileSync(path.join(LOCALES, `${code}.po`), 'utf8');
  return new Set([...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string).filter((id) => id !== ''));
}

test('a language is a message file: every language of the list has one', () => {
  for (const language of LANGUAGES) expect(() => msgids(language.code), language.code).not.toThrow();
});

test.each(LANGUAGES.map((l) => l.code))('every message the code names is in the %s catalog', (code) => {
  const ids = msgids(code);
  const missing = [...messagesInCode()].filter(([id]) => !ids.has(id)).map(([id, file]) => `${file}: ${id}`);
  expect(missing).toEqual([]);
});

test('every catalog holds the same messages as the English one', () => {
  const source = [...msgids('en')].sort();
  for (const language of LANGUAGES) expect([...msgids(language.code)].sort(), language.code).toEqual(source);
});

test('only the English catalog is in the first load: the Arabic one is fetched when chosen', () => {
  // A fresh module graph per test file: nothing here has chosen Arabic.
  expect(isLoaded('en')).toBe(true);
  expect(isLoaded('ar')).toBe(false);
});
