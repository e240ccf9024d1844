/**
 * The kiosk's first screen: the language for this order ("English", "العربية", ui-contract
 * "Language"), where the customer eats ("Eat in" / "Take away", nothing chosen for them: the
 * order and its kitchen ticket carry it) and how to start. With one brand, its name and "Tap to order"; with two or more,
 * a large tile per brand (its name, and its image when it has one), and the tile tapped starts
 * the order on that brand's menu. The language chosen here lasts one order: the end screen and
 * the idle reset return to the terminal's. The tap that starts an order is a user gesture, so
 * full screen and the keyboard lock are asked for there; a browser that refuses either keeps
 * selling (kioskLockdown.ts).
 */
import { activateLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { useState } from 'react';
import type { Dining } from '../../cart/cart';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { enterKioskScreen } from './kioskLockdown';
import './kiosk.css';

/** A brand as its tile shows it. */
export interface KioskBrand {
  id: number;
  name: string;
  /** Its image; empty when it has none. */
  image: string;
}

/** The brand's image, or its initial when it has none or it cannot load (offline and not cached). */
function BrandImage({ brand }: { brand: KioskBrand }) {
  const [broken, setBroken] = useState(brand.image === '');
  if (broken) return <span className="kiosk-brands__initial" aria-hidden="true">{brand.name.trim().charAt(0).toUpperCase()}</span>;
  return <img src={brand.image} alt="" crossOrigin="anonymous" draggable={false} onError={() => setBroken(true)} />;
}

export function KioskAttract({ title, logo, brands, onStart }: {
  /** The one brand's name, or the branch's when the customer chooses a brand. */
  title: string;
  logo: string | null;
  /** Two or more: the customer chooses one. Fewer: "Tap to order". */
  brands: readonly KioskBrand[];
  /** The order starts, on the brand chosen (null: the only one), eaten in or taken away. */
  onStart(brandId: number | null, dining: Dining): void;
}) {
  const { t } = useLingui();
  const { lang } = useLanguage();
  const [dining, setDining] = useState<Dining | null>(null);
  // A start tapped before the question was answered says so, beside the question.
  const [unanswered, setUnanswered] = useState(false);
  const start = (brandId: number | null) => {
    if (dining === null) {
      setUnanswered(true);
      return;
    }
    enterKioskScreen();
    onStart(brandId, dining);
  };
  const choose = (chosen: Dining) => {
    setDining(chosen);
    setUnanswered(false);
  };
  const choosing = brands.length >= 2;
  const places: readonly { id: Dining; label: string }[] = [
    { id: 'eat-in', label: t`Eat in` },
    { id: 'take-away', label: t`Take away` },
  ];
  return (
    <section className="kiosk-attract" aria-labelledby="kiosk-attract-title">
      {logo && !choosing && <img className="kiosk-attract__logo" src={logo} alt="" crossOrigin="anonymous" />}
      <h1 id="kiosk-attract-title" className="kiosk-attract__brand">
        {title}
      </h1>
      <p className="kiosk-attract__welcome">{choosing ? t`Welcome! Choose a brand to order from.` : t`Welcome`}</p>
      <div className="kiosk-dining" role="group" aria-labelledby="kiosk-dining-question">
        <p id="kiosk-dining-question" className="kiosk-dining__question">{t`Where will you eat?`}</p>
        <div className="kiosk-dining__choices">
          {places.map((p) => (
            <button key={p.id} type="button" className="btn kiosk-dining__choice" aria-pressed={dining === p.id} onClick={() => choose(p.id)}>
              {p.label}
            </button>
          ))}
        </div>
        {unanswered && <p role="alert" className="kiosk-dining__ask">{t`Choose "Eat in" or "Take away" first.`}</p>}
      </div>
      {choosing ? (
        <ul className="kiosk-brands" aria-label={t`Brands`}>
          {brands.map((b) => (
            <li key={b.id}>
              <button type="button" className="kiosk-brands__tile" onClick={() => start(b.id)}>
                <BrandImage brand={b} />
                <span className="kiosk-brands__name">{b.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <button type="button" className="btn btn--primary kiosk-attract__start" onClick={() => start(null)}>
          {t`Tap to order`}
        </button>
      )}
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
