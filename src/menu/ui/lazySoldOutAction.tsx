/**
 * The card action the selling screen gives the grid (`CardActionContext`): the manager's
 * "More" button of each card, loaded on its own after the first paint.
 */
import { lazy, Suspense } from 'react';
import type { Product } from '../../core/catalog';

const SoldOutAction = lazy(() => import('./SoldOutAction'));

export const soldOutAction = (product: Product, soldOut: boolean) => (
  <Suspense fallback={null}>
    <SoldOutAction product={product} soldOut={soldOut} />
  </Suspense>
);
