/**
 * The cashier's language (ui-contract "Language": `combobox` "Language" with one option per
 * language, each named in its own language). The choice is remembered for this terminal.
 */
import { chooseTerminalLanguage } from './i18n';
import { isLanguageCode, LANGUAGES, type LanguageCode } from './languages';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from './react';

/** `choose`: what a choice does; by default it becomes the terminal's language (remembered). */
export function LanguageSelect({ choose = chooseTerminalLanguage }: { choose?: (code: LanguageCode) => Promise<void> } = {}) {
  const { t } = useLingui();
  const { lang } = useLanguage();
  return (
    <select
      className="language-select"
      aria-label={t`Language`}
      value={lang.code}
      onChange={(e) => {
        if (isLanguageCode(e.target.value)) void choose(e.target.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
