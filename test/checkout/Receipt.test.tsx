// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLineRequest } from '../kit/factories';
import { Receipt } from '../../src/checkout/ui/Receipt';
import type { CompletedOrder } from '../../src/checkout/order';
import { ids } from '../kit/catalogs';
import { run } from '../kit/cart';
import { brandHeader, card, cartOf, cash, saleContext, exampleBurger, exampleOrder, orderOf } from '../kit/orders';

// Testing Library unmounts after each test only when Vitest globals are on; they are not.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(order: CompletedOrder, paper?: 58 | 80) {
  const onNewSale = vi.fn();
  render(<Receipt order={order} date="21/11/2026 12:15" onNewSale={onNewSale} paper={paper} />);
  return { dialog: within(screen.getByRole('dialog', { name: 'Receipt' })), onNewSale };
}

test('the brand header shows the name, address, phone and e-mail given, and the logo', () => {
  const { dialog } = show({
    ...exampleOrder(),
    brand: { ...brandHeader, brand_email: 'hello@yard.kw', brand_thumbnail: 'https://cdn.example/yard.png' },
  });
  expect(dialog.getByText('Burger Yard')).toBeInTheDocument();
  expect(dialog.getByText('Block 3, Salmiya')).toBeInTheDocument();
  expect(dialog.getByText(/\+965 2222 3333/)).toBeInTheDocument();
  expect(dialog.getByText('hello@yard.kw')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Receipt' }).querySelector('img')).toHaveAttribute('src', 'https://cdn.example/yard.png');
});

test('header fields not given are left out, with no empty logo', () => {
  const { dialog } = show({ ...exampleOrder(), brand: { ...brandHeader, brand_address: null, brand_phone: null } });
  expect(dialog.queryByText('Block 3, Salmiya')).not.toBeInTheDocument();
  expect(dialog.queryByText(/Tel\./)).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Receipt' }).querySelector('img')).toBeNull();
});

test('the example sale: ticket, date, the line with its option and add-on, total, cash and change', () => {
  const { dialog } = show(exampleOrder());
  expect(dialog.getByText('T3-000042')).toBeInTheDocument();
  expect(dialog.getByText('21/11/2026 12:15')).toBeInTheDocument();
  const line = within(dialog.getAllByRole('listitem')[0] as HTMLElement);
  expect(line.getByText('2 Chicken burger')).toBeInTheDocument();
  expect(line.getByText('Cheese (Extra melted)')).toBeInTheDocument();
  expect(line.getByText('+ Garlic sauce')).toBeInTheDocument();
  expect(line.getByText('4.600')).toBeInTheDocument();
  expect(dialog.getByText('Total').nextSibling).toHaveTextContent('4.600');
  expect(dialog.getByText('Cash').nextSibling).toHaveTextContent('5.000');
  expect(dialog.getByText('Change').nextSibling).toHaveTextContent('0.400');
});

test('after a cash sale the change to hand back heads the receipt, "Change due"; a card sale and a reprint show none', () => {
  const { dialog } = show(exampleOrder());
  const due = dialog.getByRole('group', { name: 'Change due' });
  expect(due).toHaveTextContent('Change 0.400');
  // Above the brand header and the lines, so it is read before the receipt.
  expect(due.compareDocumentPosition(dialog.getByText('Burger Yard')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  cleanup();
  const { dialog: byCard } = show(orderOf(cartOf(2, exampleBurger), [card('4.600')]));
  expect(byCard.queryByRole('group', { name: 'Change due' })).not.toBeInTheDocument();
  cleanup();
  render(<Receipt order={exampleOrder()} date="21/11/2026 12:15" onNewSale={() => {}} copy />);
  expect(screen.queryByRole('group', { name: 'Change due' })).not.toBeInTheDocument();
});

test('discounts, combo children and a split payment', () => {
  const cart = run(
    cartOf(2, exampleBurger, makeLineRequest({ product_id: ids.deal,
      children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [] }] })),
    saleContext,
    { type: 'discountApplied', line_id: 'l1', percent: 10 },
  );
  const { dialog } = show(orderOf(cart, [card('5.000'), cash('2.940', '2.940')]));
  expect(dialog.getByText('Discount 10%').nextSibling).toHaveTextContent('-0.460');
  expect(dialog.getByText('2 × Fries')).toBeInTheDocument();
  expect(dialog.getByText('Subtotal').nextSibling).toHaveTextContent('7.400');
  expect(dialog.getByText('Total').nextSibling).toHaveTextContent('6.940');
  expect(dialog.getByText('Card').nextSibling).toHaveTextContent('5.000');
  expect(dialog.queryByText('Change')).not.toBeInTheDocument();
});

test('a weighed line shows weight x price per kg, then each option at its own price (2.2, 2.7)', () => {
  const weighed = cartOf(2, makeLineRequest({ product_id: ids.halloumi, weight_g: 335,
    options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] }));
  const { dialog } = show(orderOf(weighed, [cash('0.753', '1.000')]));
  const line = within(dialog.getAllByRole('listitem')[0] as HTMLElement);
  expect(line.getByText('0.335 kg Halloumi').nextSibling).toHaveTextContent('0.753');
  expect(line.getByText('0.335 kg × 1.500/kg = 0.503')).toBeInTheDocument();
  expect(line.getByText('Cheese').nextSibling).toHaveTextContent('0.250');
});

test('Print prints; New sale starts the next sale', async () => {
  const user = userEvent.setup();
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { dialog, onNewSale } = show(exampleOrder());
  await user.click(dialog.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  await user.click(dialog.getByRole('button', { name: 'New sale' }));
  expect(onNewSale).toHaveBeenCalledTimes(1);
});

test.each([[58, 'receipt--58mm'], [80, 'receipt--80mm'], [undefined, 'receipt--80mm']] as const)(
  'paper %s mm prints at the roll width class %s',
  (paper, className) => {
    show(exampleOrder(), paper);
    expect(screen.getByRole('dialog', { name: 'Receipt' })).toHaveClass(className);
  },
);

test('the printed receipt shows the order name and the order note', () => {
  const { dialog } = show({ ...exampleOrder(), order_name: 'Table 4', order_note: 'Allergy: nuts' });
  expect(dialog.getByText('Table 4')).toBeInTheDocument();
  expect(dialog.getByText('Note: Allergy: nuts')).toBeInTheDocument();
});

test('the ticket number prints as a Code 128 barcode, drawn offline, so "Orders" finds the sale by scanning it', () => {
  const order = exampleOrder();
  const { dialog } = show(order);
  const barcode = dialog.getByRole('img', { name: `Ticket barcode ${order.ticket_no}` });
  expect(barcode.tagName.toLowerCase()).toBe('svg');
  expect(barcode.querySelectorAll('rect[fill="#000"]').length).toBe(3 * (order.ticket_no.length + 3) + 1);
});

test('a reprinted receipt is marked COPY and closes with "Close"; the receipt of the sale just made is not', () => {
  render(<Receipt order={exampleOrder()} date="21/11/2026 12:15" onNewSale={() => undefined} copy />);
  const reprint = within(screen.getByRole('dialog', { name: 'Receipt' }));
  expect(reprint.getByText('COPY')).toBeInTheDocument();
  expect(reprint.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  cleanup();
  const { dialog } = show(exampleOrder());
  expect(dialog.queryByText('COPY')).toBeNull();
  expect(dialog.getByRole('button', { name: 'New sale' })).toBeInTheDocument();
});

test('assumed-contracts 11: at 58 mm with "VAT included" and the tax invoice QR, whose drawing scans back to its text', async () => {
  const { DEFAULT_BRANCH_SETTINGS } = await import('../../src/core/branchSettings');
  const { readTaxInvoiceQr } = await import('../../src/checkout/taxQr');
  const { default: decodeQR } = await import('@paulmillr/qr/decode.js');
  const order = { ...exampleOrder(), vat_percent: 5, brand: { ...brandHeader, brand_vat_no: '300000000000003' } };
  const settings = { branch: { ...DEFAULT_BRANCH_SETTINGS, page_width: 58 as const, business_name: 'مطبخ ديمو' }, taxQr: true };
  render(<Receipt order={order} date="21/11/2026 12:15" onNewSale={vi.fn()} settings={settings} />);
  const dialog = screen.getByRole('dialog', { name: 'Receipt' });
  expect(dialog).toHaveClass('receipt--58mm');
  expect(within(dialog).getByText('VAT included (5%)').parentElement).toHaveTextContent('0.219');
  expect(within(dialog).getByText('VAT no. 300000000000003')).toBeInTheDocument();
  const qr = await within(dialog).findByRole('img', { name: 'Tax invoice QR' });
  const text = qr.getAttribute('data-value')!;
  expect(readTaxInvoiceQr(text)?.get(1)).toBe('مطبخ ديمو');

  // Rasterise the drawn modules (8 pixels each) and read them with a QR decoder.
  const [, , size] = qr.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
  const scale = 8;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y] of qr.querySelector('path')!.getAttribute('d')!.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  expect(decodeQR({ width, height: width, data })).toBe(text);
});
