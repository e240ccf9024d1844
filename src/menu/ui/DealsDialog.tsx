/**
 * The Deals list (ui-contract "Menu": `dialog` "Deals"): the branch's combos, which the
 * category grid never shows, as buttons named by the product name. Choosing one hands it to
 * the shell (which opens the combo builder) and closes the list.
 */
import { useId } from 'react';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { isSoldOut, type Availability } from '../../core/availability';
import { MenuDialog } from './MenuDialog';
import { priceLabel } from './ProductCard';

function DealRow({ deal, soldOut, digits, channelId, onChoose }: {
  deal: Product;
  soldOut: boolean;
  digits: CurrencyDigits;
  channelId: number | null;
  onChoose(deal: Product): void;
}) {
  const detailId = useId();
  return (
    <li className="deals__item">
      <button
        type="button"
        className="btn deals__button"
        aria-label={deal.name}
        aria-describedby={detailId}
        aria-disabled={soldOut ? 'true' : undefined}
        onClick={soldOut ? undefined : () => onChoose(deal)}
      >
        <span className="product__name">{deal.name}</span>{' '}
        <span id={detailId} className="product__price">
          {priceLabel(deal, digits, channelId)}
          {soldOut && (
            <>
              {' '}
              <span className="soldout">Sold out</span>
            </>
          )}
        </span>
      </button>
    </li>
  );
}

export function DealsDialog({ deals, availability, digits, channelId, onChoose, onClose }: {
  deals: readonly Product[];
  availability: Availability;
  digits: CurrencyDigits;
  /** The order's sales channel: each deal shows its price on it. */
  channelId: number | null;
  onChoose(deal: Product): void;
  onClose(): void;
}) {
  return (
    <MenuDialog
      title="Deals"
      onEscape={onClose}
      className="deals"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul className="deals__list">
        {deals.map((deal) => (
          <DealRow
            key={deal.id}
            deal={deal}
            soldOut={isSoldOut(availability, deal)}
            digits={digits}
            channelId={channelId}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </MenuDialog>
  );
}
