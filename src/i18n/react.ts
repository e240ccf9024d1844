/**
 * The i18n layer's React side. `useLingui` is what the `useLingui` macro of
 * `@lingui/react/macro` calls (lingui.config.ts, `runtimeConfigModule`): a component that
 * writes `const { t } = useLingui()` subscribes to the language, so choosing another one
 * re-renders it in place (no remount: a half-typed form keeps its text). No provider is needed.
 * `useLanguage` is the language on screen and its catalog names.
 */
import { useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import { currentLanguage, i18n, onLanguageChange } from './i18n';
import type { Language } from './languages';
import { localName, type Named, type Translate } from '../core/names';

function snapshot(): string {
  return currentLanguage().code;
}

/**
 * A translate function and a name function per language: the same function while the language
 * stays, a new one when it changes, so text memoised on them follows the language.
 */
const translators = new Map<string, Translate>();
function translator(code: string): Translate {
  let made = translators.get(code);
  if (!made) {
    made = (message) => (typeof message === 'string' ? i18n._(message) : i18n._(message));
    translators.set(code, made);
  }
  return made;
}
const namers = new Map<string, (row: Named) => string>();
function namer(lang: Language): (row: Named) => string {
  let made = namers.get(lang.code);
  if (!made) {
    made = (row) => localName(row, lang.localNames);
    namers.set(lang.code, made);
  }
  return made;
}

export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  const code = useSyncExternalStore(onLanguageChange, snapshot, snapshot);
  return { i18n, _: translator(code) as I18n['_'] };
}

/**
 * The language on screen; a catalog name in it (`localize_name` where it shows second-language
 * names); and `translate` for what a screen keeps as data (a `msg` descriptor, or the server's
 * own words, shown as they came) and hands to the pure rules.
 */
export function useLanguage(): { lang: Language; name: (row: Named) => string; translate: Translate } {
  const code = useSyncExternalStore(onLanguageChange, snapshot, snapshot);
  const lang = currentLanguage();
  return { lang, name: namer(lang), translate: translator(code) };
}
