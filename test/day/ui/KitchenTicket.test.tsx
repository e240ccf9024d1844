// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { KitchenTicketDialog, KitchenTicketPrint } from '../../../src/day/ui/KitchenTicket';
import { RefundReceipt } from '../../../src/day/ui/RefundReceipt';
import { refundRow } from '../../kit/day';
import { exampleOrder } from '../../kit/orders';

test('a kitchen ticket printed again from "Orders" is marked COPY, so the kitchen does not make the order twice', () => {
  render(<KitchenTicketDialog order={exampleOrder()} channels={[]} onClose={() => undefined} />);
  expect(within(screen.getByRole('region', { name: 'Kitchen ticket' })).getByText('COPY')).toBeInTheDocument();
});

test('the kitchen ticket printed with the sale\'s receipt is the first one: no COPY', () => {
  render(<KitchenTicketPrint order={exampleOrder()} channels={[]} />);
  expect(within(screen.getByRole('region', { name: 'Kitchen ticket' })).queryByText('COPY')).toBeNull();
});

test('a refund\'s receipt printed again is marked COPY', () => {
  const sale = exampleOrder();
  render(<RefundReceipt refund={refundRow(sale)} sale={sale} date="21/11/2026 12:30" onClose={() => undefined} copy />);
  expect(within(screen.getByRole('dialog', { name: 'Receipt' })).getByText('COPY')).toBeInTheDocument();
});
