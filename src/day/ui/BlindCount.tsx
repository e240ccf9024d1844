/**
 * "Counted cash" at the close. With "Blind cash count" on, the count is typed before the
 * expected cash is shown, and once it is shown (`locked`) the count stands as typed: the
 * difference says what the drawer held, not what the cashier was told to find.
 */
import type { ComponentProps } from 'react';
import { CashCount } from './CashCount';

export function BlindCount({ locked, ...count }: ComponentProps<typeof CashCount> & { locked: boolean }) {
  if (!locked) return <CashCount {...count} />;
  return (
    <p>
      {count.label} <output className="money" aria-label={count.label}>{count.value}</output>
    </p>
  );
}
