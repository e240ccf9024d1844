// @vitest-environment jsdom
import { DEFAULT_PAPER } from '../../../src/checkout/receipt';
import { render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { KitchenSendDialog, KitchenTicketDialog, KitchenTicketsPrint } from '../../../src/day/ui/KitchenTicket';
import { kitchenCopy, kitchenSend } from '../../../src/day/kitchenTicket';
import { NO_LINKS } from '../../../src/day/stations';
import { RefundReceipt } from '../../../src/day/ui/RefundReceipt';
import { refundRow } from '../../kit/day';
import { exampleOrder } from '../../kit/orders';

const copies = (order = exampleOrder()) => kitchenCopy(order, { channels: [], stations: [], linksOf: () => NO_LINKS });

test('a kitchen ticket printed again from "Orders" with the system dialog is marked COPY, so the kitchen does not make the order twice', () => {
  render(<KitchenTicketDialog tickets={copies()} timeZone="" onClose={() => undefined} />);
  expect(within(screen.getByRole('region', { name: 'Kitchen ticket' })).getByText('COPY')).toBeInTheDocument();
});

const send = (order = exampleOrder()) => kitchenSend(order, { channels: [], at: order.created_at, stations: [], linksOf: () => NO_LINKS });

test('the kitchen tickets printed as the sale completes go out on their own, once, and are the first: no COPY', () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  const { rerender } = render(<KitchenTicketsPrint tickets={send()} timeZone="" />);
  rerender(<KitchenTicketsPrint tickets={send()} timeZone="" />);
  expect(print).toHaveBeenCalledTimes(1);
  expect(within(screen.getByRole('region', { name: 'Kitchen ticket' })).queryByText('COPY')).toBeNull();
  print.mockRestore();
});

test('"Send to kitchen" prints its tickets as it opens; what its "Print" prints again is marked COPY', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  render(<KitchenSendDialog timeZone="" tickets={send()} onClose={() => undefined} />);
  expect(print).toHaveBeenCalledTimes(1);
  expect(await within(screen.getByRole('region', { name: 'Kitchen ticket' })).findByText('COPY')).toBeInTheDocument();
  print.mockRestore();
});

test('a refund\'s receipt printed again is marked COPY', () => {
  const sale = exampleOrder();
  render(<RefundReceipt refund={refundRow(sale)} sale={sale} date="21/11/2026 12:30" paper={DEFAULT_PAPER} onClose={() => undefined} copy />);
  expect(within(screen.getByRole('dialog', { name: 'Receipt' })).getByText('COPY')).toBeInTheDocument();
});
