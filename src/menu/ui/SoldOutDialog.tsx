/**
 * The dialog of a product's "More" menu: once a manager approved, "Mark sold out" (or
 * "Available again" for a product sold out now). The change shows at once on every tab and
 * waits in the outbox for the server; a server that keeps no sold-out list cannot take it.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../core/catalog';
import { Dialog } from '../../ui/Dialog';
import { useAvailabilityWrites } from '../../app/data/availability';
import { ManagerApproval } from './ManagerApproval';

export default function SoldOutDialog({ product, title, soldOut, onClose }: { product: Product; title: string; soldOut: boolean; onClose(): void }) {
  const { t } = useLingui();
  const { mark } = useAvailabilityWrites();
  const [refused, setRefused] = useState(false);
  async function change(next: boolean) {
    const outcome = await mark(product.id, next);
    if (outcome.ok) onClose();
    else setRefused(true);
  }
  const footer = (
    <button type="button" className="btn" onClick={onClose}>
      {t`Close`}
    </button>
  );
  return (
    <Dialog title={title} onEscape={onClose} footer={footer}>
      <ManagerApproval>
        {refused && (
          <p role="alert" className="alert">
            {t`This server keeps no sold-out list: mark the product sold out in the back office.`}
          </p>
        )}
        {soldOut ? (
          <button type="button" className="btn btn--primary" onClick={() => void change(false)}>
            {t`Available again`}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => void change(true)}>
            {t`Mark sold out`}
          </button>
        )}
      </ManagerApproval>
    </Dialog>
  );
}
