/**
 * The languages the till speaks. Adding one is a message file (`locales/<code>.po`, a copy of
 * `en.po` with every `msgstr` translated) and one entry here; see docs/i18n.md.
 *
 * Plain data, no I/O: the pure rules (the receipt) and the shell read the same list.
 */
export interface Language {
  /** The catalog's name: `locales/<code>.po`. */
  code: string;
  /** How the language names itself in the "Language" choice (ui-contract "Language"). */
  label: string;
  dir: 'ltr' | 'rtl';
  /**
   * The locale dates, times and plural rules are formatted in; undefined = the device's own
   * (English keeps the clock the device is set to). Arabic keeps Latin digits (`-u-nu-latn`):
   * amounts, ticket numbers and times then read the same on the screen, the printed receipt
   * and the server's reports, as Kuwaiti shops print them.
   */
  intl: string | undefined;
  /**
   * Whether the catalog's second-language names (`localize_name`) are in this language. The
   * service carries one second language per tenant; for this till it is Arabic.
   */
  localNames: boolean;
}

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', intl: undefined, localNames: false },
  { code: 'ar', label: 'العربية', dir: 'rtl', intl: 'ar-KW-u-nu-latn', localNames: true },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The source language: its catalog is in the first load, and a missing message falls back to it. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function languageOf(code: string | null | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function isLanguageCode(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}
