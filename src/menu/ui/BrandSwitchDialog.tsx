/**
 * The question asked when a brand is tapped while the order holds lines (ui-contract "Menu"):
 * switching empties the order (2.10.9), so the safe answer, "Keep order", has the focus.
 */
import { useRef } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';

export function BrandSwitchDialog({ brandName, onSwitch, onKeep }: {
  brandName: string;
  onSwitch(): void;
  onKeep(): void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Switch brand?`}
      role="alertdialog"
      description={t`Switching to ${{ brand: brandName }} empties the current order.`}
      initialFocus={keepRef}
      onEscape={onKeep}
      footer={
        <>
          <button type="button" className="btn btn--danger" onClick={onSwitch}>
            {t`Switch brand`}
          </button>
          <button ref={keepRef} type="button" className="btn btn--primary" onClick={onKeep}>
            {t`Keep order`}
          </button>
        </>
      }
    />
  );
}
