/**
 * A product card's "More" menu for a manager (ui-contract "Kitchen and table"): its button,
 * drawn at the card's lower corner beside the price (away from the picture a hurried tap
 * hits), opens a dialog named by the product with "Mark sold out" or "Available again",
 * behind the manager's approval. A long press on the card (the browser's context menu) opens
 * the product's picker with its defaults ticked (`onOptions`) when it has options, else that
 * same menu. Loaded
 * after the first paint (a manager's tool): the grid shows without it (./lazySoldOutAction.tsx).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../core/catalog';
import { useLanguage } from '../../i18n/react';

const SoldOutDialog = lazy(() => import('./SoldOutDialog'));

export default function SoldOutAction({ product, soldOut, onOptions }: { product: Product; soldOut: boolean; onOptions(product: Product): boolean }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef({ product, soldOut, onOptions });
  useEffect(() => {
    latest.current = { product, soldOut, onOptions };
  });
  // A long press on the card: the card is this button's parent's child. A sold-out product
  // takes no order: its menu opens.
  useEffect(() => {
    const card = ref.current?.parentElement;
    if (!card) return;
    const onMenu = (e: Event) => {
      e.preventDefault();
      const now = latest.current;
      if (now.soldOut || !now.onOptions(now.product)) setOpen(true);
    };
    card.addEventListener('contextmenu', onMenu);
    return () => card.removeEventListener('contextmenu', onMenu);
  }, []);
  const shown = name(product);
  return (
    <>
      <button ref={ref} type="button" className="product__more" tabIndex={-1} aria-label={t`More: ${shown}`} onClick={() => setOpen(true)}>
        ⋯
      </button>
      {open && (
        <Suspense fallback={null}>
          <SoldOutDialog product={product} title={shown} soldOut={soldOut} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
