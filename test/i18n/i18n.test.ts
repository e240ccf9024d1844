// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { plural, t } from '@lingui/core/macro';
import { activateLanguage, chooseTerminalLanguage, currentLanguage, i18n, isLoaded, terminalLanguage } from '../../src/i18n/i18n';
import { english, localName } from '../../src/core/names';
import { bothNames } from '../../src/core/bothNames';

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('the language of the till', () => {
  test('English until the cashier chooses; the choice is remembered for this terminal', async () => {
    expect(terminalLanguage()).toBe('en');
    await chooseTerminalLanguage('ar');
    expect(terminalLanguage()).toBe('ar');
    expect(currentLanguage().code).toBe('ar');
  });

  test('a kiosk customer\'s language is not remembered: the terminal keeps its own', async () => {
    await chooseTerminalLanguage('en');
    await activateLanguage('ar');
    expect(currentLanguage().code).toBe('ar');
    expect(terminalLanguage()).toBe('en');
  });

  test('Arabic sets dir="rtl" and lang="ar" on the document; English sets them back', async () => {
    await activateLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await activateLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  test('the Arabic catalog loads when Arabic is first chosen, not before', async () => {
    // The first test of a fresh module graph would see it unloaded; here it may have loaded already.
    expect(t`Sync now`).toBe('Sync now');
    await activateLanguage('ar');
    expect(isLoaded('ar')).toBe(true);
    expect(t`Sync now`).toBe('زامن الآن');
    const at = '14:05';
    expect(t`Synced ${at}`).toBe('تمت المزامنة 14:05');
  });

  test('English messages need no catalog entry: placeholders are filled from the message itself', () => {
    const at = '14:05';
    expect(t`Synced ${at}`).toBe('Synced 14:05');
    expect(t`Only one word the catalog never had`).toBe('Only one word the catalog never had');
  });
});

describe('plural forms follow each language\'s rules (ICU)', () => {
  const items = (count: number) => t`${plural(count, { one: '# item', other: '# items' })}`;
  test.each([
    [1, '1 item'],
    [2, '2 items'],
  ])('English %d -> %s', (count, text) => {
    expect(items(count)).toBe(text);
  });

  test.each([
    [0, 'لا أصناف'],
    [1, 'صنف واحد'],
    [2, 'صنفان'],
    [3, '3 أصناف'],
    [11, '11 صنفًا'],
    [100, '100 صنف'],
  ])('Arabic %d -> %s', async (count, text) => {
    await activateLanguage('ar');
    expect(items(count)).toBe(text);
  });
});

describe('names in the language on screen', () => {
  test.each([
    ['the second-language name in Arabic', { name: 'Pepsi', localize_name: 'بيبسي' }, true, 'بيبسي'],
    ['name when there is none', { name: 'Pepsi', localize_name: null }, true, 'Pepsi'],
    ['name when it is blank', { name: 'Pepsi', localize_name: '  ' }, true, 'Pepsi'],
    ['name for a line stored before it was kept', { name: 'Pepsi' }, true, 'Pepsi'],
    ['name in English', { name: 'Pepsi', localize_name: 'بيبسي' }, false, 'Pepsi'],
  ])('%s', (_rule, row, local, shown) => {
    expect(localName(row, local)).toBe(shown);
  });

  test('a receipt that prints both names shows name / second-language name, once when they are the same', () => {
    expect(bothNames({ name: 'Pepsi', localize_name: 'بيبسي' })).toBe('Pepsi / بيبسي');
    expect(bothNames({ name: 'Pepsi', localize_name: null })).toBe('Pepsi');
  });
});

describe('the server\'s words are shown as they came', () => {
  // A message id is looked up only when it is a key of the catalog itself: text such as
  // "constructor" or "__proto__" names something every object inherits, never a message.
  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'Refused: {constructor}'])('"%s" from the server shows as it is, in each language', async (text) => {
    expect(i18n._(text)).toBe(text);
    expect(english(text)).toBe(text);
    await activateLanguage('ar');
    expect(i18n._(text)).toBe(text);
  });
});
