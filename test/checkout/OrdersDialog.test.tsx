// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersDialog, type OrdersDialogProps } from '../../src/checkout/ui/OrdersDialog';
import { orderRow } from '../kit/orders';
import { refundRow, voidRow } from '../kit/day';

const waiting = orderRow({ client_order_id: 'a', ticket_no: 'T3-AB12-000003', created_at: '2026-11-21T12:30:00.000Z' });
const uploaded = orderRow({ client_order_id: 'b', ticket_no: 'T3-AB12-000002', upload: 'uploaded', invoice_id: 5001 });
const rejected = orderRow({ client_order_id: 'c', ticket_no: 'T3-AB12-000001', upload: 'rejected', message: 'Invalid invoice: lines[0].product_id: unknown product 41' });

function open(props: Partial<OrdersDialogProps> = {}) {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  const onReprint = vi.fn();
  const onClose = vi.fn();
  const onMarkPaid = vi.fn();
  render(<OrdersDialog orders={[waiting, uploaded, rejected]} digits={3} onRetry={onRetry} onReprint={onReprint} onMarkPaid={onMarkPaid} onClose={onClose} {...props} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Orders' }));
  const item = (ticket: string) => within(dialog.getByRole('listitem', { name: ticket }));
  return { user, dialog, item, onRetry, onReprint, onMarkPaid, onClose };
}

test('a kiosk order to pay at the counter shows Unpaid and "Mark paid"; paid sales offer no such button', async () => {
  const unpaid = orderRow({ client_order_id: 'd', ticket_no: 'T3-AB12-000004', upload: 'unpaid', payments: [], pay_at_counter: true });
  const { user, item, dialog, onMarkPaid } = open({ orders: [unpaid, waiting] });
  expect(item('T3-AB12-000004').getByText('Unpaid')).toBeInTheDocument();
  expect(dialog.getAllByRole('button', { name: 'Mark paid' })).toHaveLength(1);
  await user.click(item('T3-AB12-000004').getByRole('button', { name: 'Mark paid' }));
  expect(onMarkPaid).toHaveBeenCalledWith(unpaid);
});

test('a kiosk order shows its call number, for staff to find the customer\'s order; a till\'s sale shows none', () => {
  const unpaid = orderRow({ client_order_id: 'd', ticket_no: 'T3-AB12-000004', upload: 'unpaid', payments: [], pay_at_counter: true, call_no: 17 });
  const { item } = open({ orders: [unpaid, waiting] });
  expect(item('T3-AB12-000004').getByText('Call 17')).toBeInTheDocument();
  expect(item('T3-AB12-000003').queryByText(/^Call /)).toBeNull();
});

test('a cleared order whose void the server refused is listed with its state, the server\'s words and "Retry upload"; one still waiting has no retry', async () => {
  const refused = voidRow({ client_order_id: 'void-r', order_name: 'Table 4', upload: 'rejected', message: 'Unknown product 41' });
  const queued = voidRow({ client_order_id: 'void-w', order_name: 'Table 9' });
  const onRetryVoid = vi.fn();
  const { user, dialog } = open({ voids: [refused, queued], onRetryVoid });
  const list = within(dialog.getByRole('list', { name: 'Cleared orders' }));
  const table4 = within(list.getByRole('listitem', { name: 'Table 4' }));
  expect(table4.getByText('Rejected')).toBeInTheDocument();
  expect(table4.getByText('Unknown product 41')).toBeInTheDocument();
  expect(within(list.getByRole('listitem', { name: 'Table 9' })).getByText('Waiting')).toBeInTheDocument();
  expect(list.getAllByRole('button', { name: 'Retry upload' })).toHaveLength(1);
  await user.click(table4.getByRole('button', { name: 'Retry upload' }));
  expect(onRetryVoid).toHaveBeenCalledWith('void-r');
});

describe('ui-contract: the Orders dialog', () => {
  test('lists each sale with its ticket number, time, total and upload state', () => {
    const { dialog, item } = open();
    expect(dialog.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'T3-AB12-000003',
      'T3-AB12-000002',
      'T3-AB12-000001',
    ]);
    const first = item('T3-AB12-000003');
    expect(first.getByText('T3-AB12-000003')).toBeInTheDocument();
    expect(first.getByText('4.600')).toBeInTheDocument();
    const time = new Date(waiting.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(first.getByText(time)).toBeInTheDocument();
  });

  test.each([
    ['T3-AB12-000003', 'Waiting'],
    ['T3-AB12-000002', 'Uploaded'],
    ['T3-AB12-000001', 'Rejected'],
  ])('%s shows the upload state %s', (ticket, state) => {
    const { item } = open();
    expect(item(ticket).getByText(state, { exact: true })).toBeInTheDocument();
  });

  test('a rejected sale shows the server message and "Retry upload", which retries that sale', async () => {
    const { user, item, onRetry } = open();
    const bad = item('T3-AB12-000001');
    expect(bad.getByText('Invalid invoice: lines[0].product_id: unknown product 41')).toBeInTheDocument();
    await user.click(bad.getByRole('button', { name: 'Retry upload' }));
    expect(onRetry).toHaveBeenCalledWith('c');
  });

  test('only rejected sales offer "Retry upload"', () => {
    const { item } = open();
    expect(item('T3-AB12-000003').queryByRole('button', { name: 'Retry upload' })).toBeNull();
    expect(item('T3-AB12-000002').queryByRole('button', { name: 'Retry upload' })).toBeNull();
  });

  test('every sale can be reprinted', async () => {
    const { user, item, onReprint } = open();
    await user.click(item('T3-AB12-000002').getByRole('button', { name: 'Reprint' }));
    expect(onReprint).toHaveBeenCalledWith(uploaded);
    expect(item('T3-AB12-000003').getByRole('button', { name: 'Reprint' })).toBeInTheDocument();
  });

  test('Close and Escape close the dialog', async () => {
    const { user, dialog, onClose } = open();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('a day without sales says so', () => {
    const { dialog } = open({ orders: [] });
    expect(dialog.getByText('No sales today.')).toBeInTheDocument();
    expect(dialog.queryByRole('listitem')).toBeNull();
  });
});

describe('3 rejected sales and why a sale waits', () => {
  const oldReject = orderRow({ client_order_id: 'd', ticket_no: 'T3-AB12-000000', upload: 'rejected', message: 'Server error 413: Payload Too Large', created_at: '2026-11-19T20:40:00.000Z' });

  test('rejected sales of any day are listed above today\'s, with their day and the server\'s words', async () => {
    const { user, dialog, onRetry } = open({ orders: [waiting, uploaded], rejected: [oldReject] });
    const lists = dialog.getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual(['Rejected sales', "Today's sales"]);
    const rejected = within(dialog.getByRole('list', { name: 'Rejected sales' }));
    const item = within(rejected.getByRole('listitem', { name: 'T3-AB12-000000' }));
    expect(item.getByText('Server error 413: Payload Too Large')).toBeInTheDocument();
    expect(item.getByText(/Nov/)).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Retry upload' }));
    expect(onRetry).toHaveBeenCalledWith('d');
  });

  test('a sale of an earlier day still waiting to upload is listed below today\'s, with its day and why it waits', () => {
    const leftOver = orderRow({ client_order_id: 'e', ticket_no: 'T3-AB12-000001', upload: 'waiting', created_at: '2026-11-19T23:40:00.000Z' });
    const { dialog } = open({ orders: [uploaded], earlier: [{ ...leftOver, last_error: 'Server error 503: Busy' }] });
    expect(dialog.getAllByRole('list').map((l) => l.getAttribute('aria-label'))).toEqual(["Today's sales", 'Earlier open orders']);
    const item = within(within(dialog.getByRole('list', { name: 'Earlier open orders' })).getByRole('listitem', { name: 'T3-AB12-000001' }));
    expect(item.getByText('Waiting')).toBeInTheDocument();
    expect(item.getByText('Server error 503: Busy')).toBeInTheDocument();
    expect(item.getByText(/Nov/)).toBeInTheDocument();
  });

  test('a waiting sale shows why it still waits', () => {
    const { item } = open({ orders: [{ ...waiting, last_error: 'Server error 503: Service Unavailable' }] });
    expect(item('T3-AB12-000003').getByText('Server error 503: Service Unavailable')).toBeInTheDocument();
  });

  test('times are shown in the branch time zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Kuwait' ? 'America/New_York' : 'Asia/Kuwait';
    const { item } = open({ orders: [waiting], timeZone: zone });
    const there = new Date(waiting.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZone: zone });
    expect(item('T3-AB12-000003').getByText(there)).toBeInTheDocument();
  });
});

describe('"Find sale": a sale of any day by its ticket number', () => {
  test('the typed ticket is handed on; a found sale is listed with its Refund, whatever its day', async () => {
    const onFind = vi.fn();
    const onRefund = vi.fn();
    const old = orderRow({ client_order_id: 'e', ticket_no: 'T3-AB12-000009', created_at: '2025-03-01T10:00:00.000Z' });
    const { user, dialog } = open({ onFind, onRefund, found: { ticket: 'T3-AB12-000009', sale: { order: old, refunds: [] } } });
    await user.type(dialog.getByRole('textbox', { name: 'Ticket number' }), 'T3-AB12-000009');
    await user.click(dialog.getByRole('button', { name: 'Find sale' }));
    expect(onFind).toHaveBeenCalledWith('T3-AB12-000009');
    const found = within(dialog.getByRole('list', { name: 'Found sale' }));
    await user.click(found.getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith(old);
  });

  test('no sale with that ticket is said', () => {
    const { dialog } = open({ onFind: vi.fn(), found: { ticket: 'T3-AB12-000099', sale: null } });
    expect(dialog.getByRole('alert')).toHaveTextContent('No sale with ticket T3-AB12-000099 on this terminal.');
  });
});

describe('a refund says why it waits', () => {
  const refundOf = (waits_for: { ticket_no: string; upload: 'waiting' | 'rejected' } | null) => ({
    ...refundRow(orderRow({ client_order_id: 'c', ticket_no: 'T3-AB12-000001' }), { client_order_id: 'r1', ticket_no: 'R3-AB12-000001' }),
    ticket_seq: 1, upload: 'waiting' as const, invoice_id: null, message: null, uploaded_at: null, last_error: null, waits_for,
  });

  test('a refund of a sale the server rejected says the sale must be sent again first', () => {
    const { item } = open({ refunds: [refundOf({ ticket_no: 'T3-AB12-000001', upload: 'rejected' })] });
    expect(item('R3-AB12-000001').getByText(/Waits for its sale T3-AB12-000001, which the server rejected/)).toBeInTheDocument();
  });

  test('a refund of a sale still waiting says it goes once that sale is uploaded', () => {
    const { item } = open({ refunds: [refundOf({ ticket_no: 'T3-AB12-000001', upload: 'waiting' })] });
    expect(item('R3-AB12-000001').getByText('Waits for its sale T3-AB12-000001 to upload first.')).toBeInTheDocument();
  });
});
