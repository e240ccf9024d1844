/**
 * The i18n layer: one Lingui instance, which the macros of the code call (`t`, `plural`, and
 * `useLingui` through `./react`), the message catalogs compiled at build time (the `.po` files of
 * `locales/`, through @lingui/vite-plugin), and the document's language.
 *
 * A message's id is its English text (scripts/lingui.ts). English needs no catalog: a message the
 * language on screen has no entry for shows as its id, or as the English its call site carries
 * compiled where a placeholder or a plural needs the runtime. Every other catalog is a chunk of
 * its own, fetched the first time its language is chosen (precached by the service worker, so
 * offline too).
 *
 * The cashier's choice is remembered per terminal in localStorage; a kiosk customer's choice
 * lasts one order (`useLanguageFor`), then the terminal's language returns.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { isLanguageCode, languageOf, SOURCE_LANGUAGE, type Language, type LanguageCode } from './languages';
import { asItIs, ownKeys } from '../core/names';

const STORAGE_KEY = 'pos.language';

/** Every catalog but English loads on demand; English is the code's own text. */
const CATALOGS: Record<LanguageCode, () => Promise<{ messages: Messages }>> = {
  en: async () => ({ messages: {} }),
  ar: () => import('./locales/ar.po'),
};

/**
 * The instance every macro calls. A message without an entry is shown as the macro left it: its
 * id, the English text, or the English compiled at build time. No compiler runs here, so a text
 * that is no message (the server's own words in an error) shows as it came, braces and all.
 * Every message the code names is in every catalog (the build fails otherwise, and
 * test/i18n/catalogs.test.ts checks the catalogs against the code).
 */
export const i18n: I18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: ownKeys({}) } }).setMessagesCompiler(asItIs);
const loaded = new Set<string>([SOURCE_LANGUAGE]);

/** The device's local storage, or null where it is disabled. */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the till still works, in its default language
  }
}

/** The language this terminal's cashier chose, remembered across restarts; English at first. */
export function terminalLanguage(): LanguageCode {
  const stored = storage()?.getItem(STORAGE_KEY);
  return isLanguageCode(stored) ? stored : SOURCE_LANGUAGE;
}

/** The language on screen now. */
export function currentLanguage(): Language {
  return languageOf(i18n.locale);
}

function markDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

let pending: Promise<void> = Promise.resolve();

/**
 * Shows `code` on screen: loads its catalog the first time, then switches every
 * subscribed component and the document's `lang` and `dir` at once. Calls run in order, so
 * a quick English, Arabic, English ends in English.
 */
export function activateLanguage(code: LanguageCode): Promise<void> {
  pending = pending.then(async () => {
    if (!loaded.has(code)) {
      const { messages } = await CATALOGS[code]();
      i18n.load(code, ownKeys(messages));
      loaded.add(code);
    }
    const { intl } = languageOf(code);
    i18n.activate(code, intl ? [intl] : undefined);
    markDocument(languageOf(code));
  });
  return pending;
}

/** Whether a language's catalog has been fetched (the source one always is). */
export function isLoaded(code: LanguageCode): boolean {
  return loaded.has(code);
}

/** The cashier's choice: remembered for this terminal, and shown at once. */
export function chooseTerminalLanguage(code: LanguageCode): Promise<void> {
  storage()?.setItem(STORAGE_KEY, code);
  return activateLanguage(code);
}

/** Subscribes to language changes; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/**
 * One formatter per language, kind and time zone: making an `Intl.DateTimeFormat` costs far
 * more than using one, and the status bar and Orders format a time on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
type TimeForm = 'time' | 'dateTime' | 'dayTime';
const FORMS: Record<TimeForm, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayTime: { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' },
};
function formatter(kind: TimeForm, timeZone: string | undefined): Intl.DateTimeFormat {
  const locale = currentLanguage().intl;
  const key = `${locale}|${kind}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...FORMS[kind], timeZone });
    } catch {
      // A zone this browser does not know: the device's own.
      made = new Intl.DateTimeFormat(locale, FORMS[kind]);
    }
    formatters.set(key, made);
  }
  return made;
}

/** A time of day (`14:05`) on the device's clock, in the language on screen: the till's own state (a sync, an upload), never a document's. */
export function formatTime(date: Date): string {
  return formatter('time', undefined).format(date);
}

/**
 * The time of a document (a receipt, a kitchen ticket, a refund, a report, a line of
 * "Orders") in the language on screen, always in the branch's zone (`session.location.timezone`),
 * so the time a receipt prints is the time "Orders" lists it at, whatever zone the device is
 * set to. An empty or unknown zone reads in the device's own. `form`: `dateTime`
 * (`16 Mar 2026, 14:05`, the default), `time` (`14:05`) or `dayTime` (`16 Mar, 14:05`).
 */
export function formatDocumentTime(at: string | Date, timeZone: string, form: TimeForm = 'dateTime'): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return formatter(form, timeZone.trim() === '' ? undefined : timeZone).format(date);
}
