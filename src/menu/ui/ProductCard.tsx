/**
 * One product of the grid: a button whose accessible name starts with the product name, then
 * the price on the order's sales channel (ui-contract "Menu", assumed-contracts 2). A sold-out product stays visible but answers no tap. A
 * missing image, or one that cannot load (offline and not cached), shows a placeholder.
 */
import { t } from '@lingui/core/macro';
import { memo, useState } from 'react';
import type { Product } from '../../core/catalog';
import { channelPrice } from '../../core/channelPrice';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/** The price a card shows: the product's unit price on the order's channel, the one the line will charge. */
export function priceLabel(product: Product, digits: CurrencyDigits, channelId: number | null): string {
  if (product.is_open_price === 1) return t`Open price`;
  const price = formatMoney(channelPrice(product, channelId), digits);
  return product.is_weightage_item === 1 ? t`${price} / kg` : price;
}

function ProductImage({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(src === '');
  if (broken) {
    return (
      <span className="placeholder" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  // CORS, like the background warm-up, so the cached image is a real (sized, status 200) answer.
  return <img src={src} alt="" crossOrigin="anonymous" loading="lazy" decoding="async" draggable={false} onError={() => setBroken(true)} />;
}

export interface ProductCardProps {
  product: Product;
  soldOut: boolean;
  digits: CurrencyDigits;
  /** The order's sales channel: the card shows the price on it. */
  channelId: number | null;
  onChoose(product: Product): void;
  /** The grid's one Tab stop (roving tabindex, ProductGrid): 0 for it, -1 for the others. */
  tabIndex?: number;
}

function ProductCardView({ product, soldOut, digits, channelId, onChoose, tabIndex }: ProductCardProps) {
  // The spaces between the parts keep the accessible name readable ("Latte 1.750"), whatever the CSS.
  const { t } = useLingui();
  const { name } = useLanguage();
  const shown = name(product);
  return (
    <button
      type="button"
      className="product"
      tabIndex={tabIndex}
      aria-disabled={soldOut ? 'true' : undefined}
      onClick={soldOut ? undefined : () => onChoose(product)}
    >
      <ProductImage key={product.image} src={product.image} name={shown} />{' '}
      <span className="product__name">{shown}</span>{' '}
      <span className="product__price">
        {priceLabel(product, digits, channelId)}
        {soldOut && (
          <>
            {' '}
            <span className="soldout">{t`Sold out`}</span>
          </>
        )}
      </span>
    </button>
  );
}

export const ProductCard = memo(ProductCardView);
