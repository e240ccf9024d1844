// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { OrdersDialog, type OrdersDialogProps } from '../../src/checkout/ui/OrdersDialog';
import type { ListedOrder } from '../../src/db/ordersList';
import { activateLanguage } from '../../src/i18n/i18n';
import { m } from '../kit/factories';
import { card, cash, orderRow } from '../kit/orders';
import { refundRow } from '../kit/day';

const burger = orderRow().lines[0]!;
/** A line of the example sale renamed: `quantity` units of `name`. */
const line = (name: string, quantity = 1, localize_name: string | null = null) => ({ ...burger, line_id: `${name}-${quantity}`, name, localize_name, quantity });

function open(props: Partial<OrdersDialogProps> & { orders: readonly ListedOrder[] }) {
  render(<OrdersDialog digits={3} onRetry={() => undefined} onReprint={() => undefined} onMarkPaid={() => undefined} onClose={() => undefined} {...props} />);
  const dialog = within(screen.getByRole('dialog'));
  const tickets = () => dialog.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
  return { dialog, tickets, user: userEvent.setup() };
}

afterEach(() => activateLanguage('en'));

describe('each sale at a glance', () => {
  test('its first items with their quantities, how many more, and each tender by name with the tip', () => {
    const knet = { method: 'knet', method_name: 'KNET', kind: 'card' as const, amount: m('1.000'), tendered: m('1.000'), change: m('0') };
    const sale = orderRow({
      ticket_no: 'T3-AB12-000007',
      lines: [line('Burger', 2), line('Cola'), line('Fries'), line('Salad'), line('Water', 3)],
      payments: [cash('2.000', '2.000'), card('1.000'), knet],
      tip: m('0.500'),
    });
    const { dialog } = open({ orders: [sale] });
    const item = within(dialog.getByRole('listitem', { name: 'T3-AB12-000007' }));
    expect(item.getByText('2 × Burger, Cola, +3 more')).toBeInTheDocument();
    expect(item.getByText('Cash, Card, KNET · Tip 0.500')).toBeInTheDocument();
  });

  test('a sale of one item paid in cash, without a tip, says just that', () => {
    const { dialog } = open({ orders: [orderRow({ ticket_no: 'T3-AB12-000008', lines: [line('Cola')], payments: [cash('1.000', '1.000')] })] });
    const item = within(dialog.getByRole('listitem', { name: 'T3-AB12-000008' }));
    expect(item.getByText('Cola')).toBeInTheDocument();
    expect(item.getByText('Cash')).toBeInTheDocument();
    expect(item.queryByText(/Tip/)).toBeNull();
  });

  test('in Arabic: the items by their Arabic names, the tenders and the words in Arabic', async () => {
    const sale = orderRow({ ticket_no: 'T3-AB12-000009', lines: [line('Burger', 2, 'برجر'), line('Cola', 1, 'كولا'), line('Fries', 1, 'بطاطس')], payments: [card('1.000')] });
    await act(() => activateLanguage('ar'));
    const { dialog } = open({ orders: [sale] });
    const item = within(dialog.getByRole('listitem', { name: 'T3-AB12-000009' }));
    expect(item.getByText('2 × برجر، كولا، +1 أخرى')).toBeInTheDocument();
    expect(dialog.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeInTheDocument();
    expect(item.getByText('بطاقة')).toBeInTheDocument();
  });
});

describe('"Search orders"', () => {
  /** A few hundred sales of a busy day, each of its own amount; every tenth one sold a Falafel wrap. */
  const day = Array.from({ length: 300 }, (_, i) =>
    orderRow({
      ticket_no: `T3-AB12-${String(i + 1).padStart(6, '0')}`,
      lines: [line(i % 10 === 0 ? 'Falafel wrap' : 'Cola', 1, i % 10 === 0 ? 'فلافل' : null)],
      totals: { subtotal: m((1 + i / 1000).toFixed(3)), discount_total: m('0'), total: m((1 + i / 1000).toFixed(3)) },
    }),
  );

  async function search(typed: string) {
    const found = open({ orders: day, refunds: [refundRow(orderRow(), { ticket_no: 'R3-AB12-000001', total: m('9.999') })] });
    await found.user.click(found.dialog.getByRole('searchbox', { name: 'Search orders' }));
    await found.user.paste(typed);
    return found;
  }

  test('by ticket: part of a ticket number finds the sales that have it', async () => {
    const { tickets } = await search('000123');
    expect(tickets()).toEqual(['T3-AB12-000123']);
  });

  test('by amount, typed as the cashier reads it: 1.25 and 1.250 find the sale of 1.250', async () => {
    const { tickets, dialog, user } = await search('1.25');
    expect(tickets()).toEqual(['T3-AB12-000251']);
    await user.clear(dialog.getByRole('searchbox', { name: 'Search orders' }));
    await user.paste('1.250');
    expect(tickets()).toEqual(['T3-AB12-000251']);
  });

  test('by item, in either language: the sales that sold it', async () => {
    const { tickets, dialog, user } = await search('falafel');
    expect(tickets()).toHaveLength(30);
    expect(tickets()[0]).toBe('T3-AB12-000001');
    await user.clear(dialog.getByRole('searchbox', { name: 'Search orders' }));
    await user.paste('فلافل');
    expect(tickets()).toHaveLength(30);
  });

  test('a refund is found by its own ticket or amount too; clearing the search lists every sale again', async () => {
    const { tickets, dialog, user } = await search('9.999');
    expect(tickets()).toEqual(['R3-AB12-000001']);
    await user.clear(dialog.getByRole('searchbox', { name: 'Search orders' }));
    expect(tickets()).toHaveLength(301);
  });

  test('nothing found is said, and "No sales today" is not', async () => {
    const { dialog } = await search('Shawarma');
    expect(dialog.getByRole('status')).toHaveTextContent('No sale or refund here matches "Shawarma".');
    expect(dialog.queryByText('No sales today.')).toBeNull();
    expect(dialog.queryAllByRole('listitem')).toHaveLength(0);
  });
});
