/**
 * `const { t, lang } = useT()`: a component that shows words subscribes to the language, so
 * choosing another one re-renders it in place (no remount: a half-typed form keeps its text).
 */
import { useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, t } from './i18n';
import type { Language } from './languages';
import { localName, type Named } from '../core/names';

function snapshot(): string {
  return currentLanguage().code;
}

export function useT(): { t: typeof t; lang: Language; name: (row: Named) => string } {
  useSyncExternalStore(onLanguageChange, snapshot, snapshot);
  const lang = currentLanguage();
  return { t, lang, name: (row) => localName(row, lang.localNames) };
}
