/**
 * The question asked when a brand is tapped while the order holds lines (ui-contract "Menu"):
 * switching empties the order (2.10.9), so the safe answer, "Keep order", has the focus. The
 * kiosk asks it in its own words ("Change brand?", `words`) before going back to its brands.
 */
import { useRef } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';

export interface BrandSwitchWords {
  title: string;
  description: string;
  /** The button that empties the order. */
  confirm: string;
}

export function BrandSwitchDialog({ brandName = '', words, onSwitch, onKeep }: {
  brandName?: string;
  /** Instead of "Switch brand?" and its words. */
  words?: BrandSwitchWords;
  onSwitch(): void;
  onKeep(): void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      title={words?.title ?? t`Switch brand?`}
      role="alertdialog"
      description={words?.description ?? t`Switching to ${{ brand: brandName }} empties the current order.`}
      initialFocus={keepRef}
      onEscape={onKeep}
      footer={
        <>
          <button type="button" className="btn btn--danger" onClick={onSwitch}>
            {words?.confirm ?? t`Switch brand`}
          </button>
          <button ref={keepRef} type="button" className="btn btn--primary" onClick={onKeep}>
            {t`Keep order`}
          </button>
        </>
      }
    />
  );
}
