// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { shiftReport } from '../../../src/day/shiftReport';
import { CashCount } from '../../../src/day/ui/CashCount';
import { ShiftReportDialog } from '../../../src/day/ui/ShiftReportDialog';
import { shiftOf } from '../../kit/day';
import { m } from '../../kit/factories';
import { card, cartOf, cash, exampleBurger, orderOf } from '../../kit/orders';
import { useState } from 'react';

const sale1 = orderOf(cartOf(2, exampleBurger), [cash('4.600', '5.000')], { client_order_id: 's1', vat_percent: 5 });
const sale2 = orderOf(cartOf(2, exampleBurger), [card('4.600')], { client_order_id: 's2', channel_id: 4, vat_percent: 5 });
const opened = { type: 'shiftOpened', shift_id: 'sh', cashier_name: 'Amal', opening_float: m('20.000'), at: '2026-11-21T06:00:00.000Z' } as const;

function show(closedWith: string | null) {
  const shift = shiftOf(
    opened,
    { type: 'saleRecorded', client_order_id: 's1' },
    { type: 'saleRecorded', client_order_id: 's2' },
    { type: 'cashMoved', kind: 'out', amount: m('5.000'), reason: 'Ice delivery', at: '2026-11-21T08:00:00.000Z' },
    ...(closedWith === null ? [] : [{ type: 'shiftClosed', counted_cash: m(closedWith), at: '2026-11-21T14:00:00.000Z' } as const]),
  );
  const onClose = vi.fn();
  render(
    <ShiftReportDialog
      report={shiftReport(shift, [sale1, sale2], [], 3)}
      digits={3}
      brandName={(id) => (id === 2 ? 'Burger Yard' : `Brand ${id}`)}
      channelName={(id) => (id === null ? 'No channel' : id === 4 ? 'Delivery' : `Channel ${id}`)}
      timeZone="Asia/Kuwait"
      onClose={onClose}
    />,
  );
  return onClose;
}

test('the X report shows sales, payment methods, brands, channels, cash movements and the expected cash', () => {
  show(null);
  const report = within(screen.getByRole('dialog', { name: 'X report' }));
  expect(report.getByText('Sales (2)').nextSibling).toHaveTextContent('9.200');
  expect(report.getByText('Refunds (0)').nextSibling).toHaveTextContent('0.000');
  expect(within(report.getByRole('region', { name: 'By payment method' })).getByText('Card').nextSibling).toHaveTextContent('4.600');
  expect(report.getByText('Burger Yard (2)').nextSibling).toHaveTextContent('9.200');
  expect(report.getByText('Delivery (1)')).toBeInTheDocument();
  expect(report.getByText('No channel (1)')).toBeInTheDocument();
  expect(report.getByText('Cash out: Ice delivery').nextSibling).toHaveTextContent('-5.000');
  // 20 + 5 - 0.4 - 5
  expect(report.getByLabelText('Expected cash')).toHaveTextContent('19.600');
  expect(report.queryByLabelText('Over/short')).not.toBeInTheDocument();
});

test('the report shows its times in the branch\'s zone, and the net sales and the VAT they include, per rate', () => {
  show('19.350');
  const report = within(screen.getByRole('dialog', { name: 'Z report' }));
  // Opened 06:00 and closed 14:00 UTC: 09:00 and 17:00 in Kuwait, whatever the device's zone.
  expect(report.getByText(/^Opened /)).toHaveTextContent(/9:00 AM/);
  expect(report.getByText(/^Closed /)).toHaveTextContent(/5:00 PM/);
  // 9.200 at 5 %: VAT 9.200 × 5 / 105 = 0.438, net 8.762.
  expect(report.getByLabelText('Net sales')).toHaveTextContent('8.762');
  expect(report.getByLabelText('VAT included (5%)')).toHaveTextContent('0.438');
});

test('the Z report says what was counted and the over/short, short in words too, and prints', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  show('19.350');
  const report = within(screen.getByRole('dialog', { name: 'Z report' }));
  expect(report.getByLabelText('Expected cash')).toHaveTextContent('19.600');
  expect(report.getByLabelText('Over/short')).toHaveTextContent('-0.250 short');
  await userEvent.click(report.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

function Counted() {
  const [value, setValue] = useState('');
  return <CashCount label="Counted cash" value={value} onChange={setValue} currency="KWD" digits={3} />;
}

test('counting KWD coin by coin and note by note fills the counted total; a part of a piece is refused by name', async () => {
  render(<Counted />);
  await userEvent.click(screen.getByText('Count by coin and note'));
  await userEvent.type(screen.getByRole('textbox', { name: '0.250 notes' }), '3');
  await userEvent.type(screen.getByRole('textbox', { name: '1.000 notes' }), '2');
  expect(screen.getByRole('textbox', { name: 'Counted cash' })).toHaveValue('2.750');
  await userEvent.type(screen.getByRole('textbox', { name: '0.100 coins' }), '1.5');
  expect(screen.getByRole('alert')).toHaveTextContent('The count of 0.100 is not a whole number of pieces.');
  // The total keeps the last whole count (one 0.100 coin), never a fraction of a coin.
  expect(screen.getByRole('textbox', { name: 'Counted cash' })).toHaveValue('2.850');
});
