/**
 * The card action the selling screen gives the grid (`CardActionContext`): a long press on a
 * card opens its picker with the defaults ticked (`onOptions`, a product with options), else
 * the manager's "More" menu of the card, whose button is drawn on the card too; loaded on its
 * own after the first paint.
 */
import { lazy, Suspense } from 'react';
import type { Product } from '../../core/catalog';

const SoldOutAction = lazy(() => import('./SoldOutAction'));

/** `onOptions`: opens the product's picker; false when it has no options. */
export const cardActions = (onOptions: (product: Product) => boolean) =>
  function cardAction(product: Product, soldOut: boolean) {
    return (
      <Suspense fallback={null}>
        <SoldOutAction product={product} soldOut={soldOut} onOptions={onOptions} />
      </Suspense>
    );
  };
