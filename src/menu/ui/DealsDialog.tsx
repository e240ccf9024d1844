/**
 * The Deals list (ui-contract "Menu": `dialog` "Deals"): the branch's combos, which the
 * category grid never shows, as buttons named by the product name. Choosing one hands it to
 * the shell (which opens the combo builder) and closes the list. A deal that cannot be sold
 * (sold out, or a slot with nothing left for the selected brand) answers no tap and says why.
 */
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { isSoldOut, type Availability } from '../../core/availability';
import { dealUnavailableText, type DealCheck } from '../dealSlots';
import { Dialog } from '../../ui/Dialog';
import { priceLabel } from './ProductCard';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Named, Translate } from '../../core/names';

function DealRow({ deal, unavailable, digits, channelId, onChoose }: {
  deal: Product;
  /** Why the deal cannot be sold now ("Sold out", "Unavailable: nothing left in Drinks"); null = for sale. */
  unavailable: string | null;
  digits: CurrencyDigits;
  channelId: number | null;
  onChoose(deal: Product): void;
}) {
  const detailId = useId();
  const { name } = useLanguage();
  return (
    <li className="deals__item">
      <button
        type="button"
        className="btn deals__button"
        aria-label={name(deal)}
        aria-describedby={detailId}
        aria-disabled={unavailable !== null ? 'true' : undefined}
        onClick={unavailable !== null ? undefined : () => onChoose(deal)}
      >
        <span className="product__name">{name(deal)}</span>{' '}
        <span id={detailId} className="product__price">
          {priceLabel(deal, digits, channelId)}
          {unavailable !== null && (
            <>
              {' '}
              <span className="soldout">{unavailable}</span>
            </>
          )}
        </span>
      </button>
    </li>
  );
}

/**
 * Why a deal cannot be sold now: the deal itself sold out, or a slot with nothing left; null =
 * for sale. A deal not checked yet reads as for sale: the picker says what a slot lacks, and
 * never adds a deal short of a part.
 */
function unavailableText(deal: Product, availability: Availability, check: DealCheck | undefined, t: Translate, name: (row: Named) => string): string | null {
  if (isSoldOut(availability, deal)) return t(msg`Sold out`);
  return check === undefined || check.ok ? null : dealUnavailableText(check, t, name);
}

export function DealsDialog({ deals, availability, checks, digits, channelId, onChoose, onClose }: {
  deals: readonly Product[];
  availability: Availability;
  /** `dealAvailability` of each deal under the selected brand's scope (`dealScope`); null while being checked. */
  checks: ReadonlyMap<number, DealCheck> | null;
  digits: CurrencyDigits;
  /** The order's sales channel: each deal shows its price on it. */
  channelId: number | null;
  onChoose(deal: Product): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  return (
    <Dialog
      title={t`Deals`}
      onEscape={onClose}
      className="deals"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      <ul className="deals__list">
        {deals.map((deal) => (
          <DealRow
            key={deal.id}
            deal={deal}
            unavailable={unavailableText(deal, availability, checks?.get(deal.id), translate, name)}
            digits={digits}
            channelId={channelId}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </Dialog>
  );
}
