/**
 * The kiosk's first screen: the brand, the language for this order ("English", "العربية",
 * ui-contract "Language") and "Tap to order". The language chosen here lasts one order: the
 * end screen and the idle reset return to the terminal's. The tap that starts an order is a
 * user gesture, so full screen and the keyboard lock are asked for there; a browser that
 * refuses either keeps selling (kioskLockdown.ts).
 */
import { activateLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { enterKioskScreen } from './kioskLockdown';
import './kiosk.css';

export function KioskAttract({ brand, logo, onStart }: { brand: string; logo: string | null; onStart(): void }) {
  const { t } = useLingui();
  const { lang } = useLanguage();
  return (
    <section className="kiosk-attract" aria-labelledby="kiosk-attract-title">
      {logo && <img className="kiosk-attract__logo" src={logo} alt="" crossOrigin="anonymous" />}
      <h1 id="kiosk-attract-title" className="kiosk-attract__brand">
        {brand}
      </h1>
      <p className="kiosk-attract__welcome">{t`Welcome`}</p>
      <button
        type="button"
        className="btn btn--primary kiosk-attract__start"
        onClick={() => {
          enterKioskScreen();
          onStart();
        }}
      >
        {t`Tap to order`}
      </button>
      <div className="kiosk-attract__languages" role="group" aria-label={t`Choose your language`}>
        {LANGUAGES.map((l) => (
          <button
            key={l.code}
            type="button"
            lang={l.code}
            className="btn kiosk-attract__language"
            aria-pressed={lang.code === l.code}
            onClick={() => void activateLanguage(l.code)}
          >
            {l.label}
          </button>
        ))}
      </div>
    </section>
  );
}
