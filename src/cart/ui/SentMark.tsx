/** What the kitchen already has of a line (ui-contract "Kitchen and table": lines already sent say so). */
import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '../cart';
import { kitchenUnits, sentUnits } from '../kitchen';

export function SentMark({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const sent = sentUnits(line);
  if (sent === 0) return null;
  return (
    <p className="line__detail order-line__sent">
      {sent >= kitchenUnits(line) ? t`Sent to kitchen` : t`Sent to kitchen: ${{ sent }} of ${{ quantity: kitchenUnits(line) }}`}
    </p>
  );
}
