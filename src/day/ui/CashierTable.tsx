/**
 * The X and Z reports' table per cashier (assumed-contracts 10): a row per person who sold or
 * refunded or voided in the shift, with sales, refunds and voids (total and count), discounts and tips; the rows add up to the
 * report's totals. A row made with nobody signed in is named "No one signed in" when it has no
 * name. Absent on reports frozen before it was kept.
 */
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CashierRow } from '../../staff/byCashier';

export function CashierTable({ rows, digits }: { rows: readonly CashierRow[] | undefined; digits: CurrencyDigits }) {
  const { t } = useLingui();
  if (!rows || rows.length === 0) return null;
  const show = (amount: CashierRow['sales_total']) => formatMoney(amount, digits);
  return (
    <table className="receipt__table" aria-label={t`By cashier`}>
      <thead>
        <tr>
          <th scope="col">{t`Cashier`}</th>
          <th scope="col">{t`Sales`}</th>
          <th scope="col">{t`Discounts`}</th>
          <th scope="col">{t`Refunds`}</th>
          <th scope="col">{t`Voids`}</th>
          <th scope="col">{t`Tips`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.staff_id ?? `name:${r.name}`}>
            <th scope="row">{r.name || t`No one signed in`}</th>
            <td className="money">{t`${{ amount: show(r.sales_total) }} (${{ count: r.sales_count }})`}</td>
            <td className="money">{show(r.discount_total)}</td>
            <td className="money">{t`${{ amount: show(r.refunds_total) }} (${{ count: r.refunds_count }})`}</td>
            <td className="money">{t`${{ amount: show(r.voids_total) }} (${{ count: r.voids_count }})`}</td>
            <td className="money">{show(r.tips_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
