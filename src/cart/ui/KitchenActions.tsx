/** The order's kitchen buttons (ui-contract "Kitchen and table"): "Send to kitchen" and "Split bill". */
import { useLingui } from '@lingui/react/macro';
import type { CartState } from '../cart';
import { unsentUnits } from '../kitchen';
import type { Kitchen } from '../../app/kitchen/useKitchen';

export function KitchenActions({ cart, kitchen }: { cart: CartState; kitchen: Kitchen }) {
  const { t } = useLingui();
  const toSend = cart.lines.some((l) => unsentUnits(l) > 0) || (cart.voids ?? []).some((v) => !v.printed);
  return (
    <div className="order__actions">
      <button type="button" className="btn" disabled={!toSend} onClick={kitchen.sendToKitchen}>
        {t`Send to kitchen`}
      </button>
      <button type="button" className="btn" disabled={cart.lines.length === 0} onClick={kitchen.openSplit}>
        {t`Split bill`}
      </button>
    </div>
  );
}
