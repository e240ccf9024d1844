/**
 * A product card's "More" menu for a manager (ui-contract "Kitchen and table"): its button,
 * or a long press on the card (the browser's context menu), opens a dialog named by the
 * product with "Mark sold out" or "Available again", behind the manager's approval. Loaded
 * after the first paint (a manager's tool): the grid shows without it (./lazySoldOutAction.tsx).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../core/catalog';
import { useLanguage } from '../../i18n/react';

const SoldOutDialog = lazy(() => import('./SoldOutDialog'));

export default function SoldOutAction({ product, soldOut }: { product: Product; soldOut: boolean }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // A long press on the card opens the menu too: the card is this button's parent's child.
  useEffect(() => {
    const card = ref.current?.parentElement;
    if (!card) return;
    const onMenu = (e: Event) => {
      e.preventDefault();
      setOpen(true);
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
