/** The kitchen's dialogs over the selling screen, each loaded on first use: "Void", "Split bill", the kitchen ticket. */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartState } from '../cart';
import type { CurrencyDigits } from '../../core/money';
import { useLanguage } from '../../i18n/react';
import type { Kitchen } from '../../app/kitchen/useKitchen';
import { useBranchTimeZone } from '../../app/data/branchTime';

const VoidDialog = lazy(() => import('./VoidDialog').then((m) => ({ default: m.VoidDialog })));
const SplitDialog = lazy(() => import('../../checkout/ui/SplitDialog').then((m) => ({ default: m.SplitDialog })));
const KitchenSendDialog = lazy(() => import('../../day/ui/KitchenTicket').then((m) => ({ default: m.KitchenSendDialog })));

export function KitchenDialogs({ kitchen, cart, digits, brandId }: { kitchen: Kitchen; cart: CartState; digits: CurrencyDigits; brandId: number }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const { ask } = kitchen;
  const timeZone = useBranchTimeZone();
  const line = ask?.kind === 'void' && ask.line_id !== null ? cart.lines.find((l) => l.line_id === ask.line_id) : undefined;
  const what =
    ask?.kind !== 'void'
      ? ''
      : line
        ? t`The kitchen has ${{ name: name(line) }}. Taking it back is a void.`
        : t`The kitchen has this order. Clearing it voids what was sent.`;
  return (
    <Suspense fallback={null}>
      {ask?.kind === 'void' && <VoidDialog what={what} onVoid={kitchen.voided} onCancel={kitchen.close} />}
      {ask?.kind === 'split' && <SplitDialog cart={cart} digits={digits} brandId={brandId} onSplit={kitchen.split} onClose={kitchen.close} />}
      {ask?.kind === 'print' && <KitchenSendDialog tickets={ask.tickets} timeZone={timeZone ?? ''} onClose={kitchen.close} />}
    </Suspense>
  );
}
