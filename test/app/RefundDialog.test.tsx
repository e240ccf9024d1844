// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { hashPin } from '../../src/app/kiosk/pin';
import { RefundDialog } from '../../src/app/refund/RefundDialog';
import { confirmRefund } from '../../src/db/refunds';
import { DEFAULT_KIOSK, type OrderRow, type PosDb } from '../../src/db/schema';
import { readSettings, saveKiosk } from '../../src/db/settings';
import { NO_PIN_LOCK } from '../../src/core/pinLockout';
import { openTestDb } from '../kit/db';
import { orderRow } from '../kit/orders';
import { renderWithDb } from '../kit/render';

const PIN = '246810';

/** The example sale: 2 Chicken burgers with cheese and garlic sauce, 4.600 paid in cash. */
async function storedSale(overrides: Partial<OrderRow> = {}): Promise<OrderRow> {
  const sale = orderRow(overrides);
  await db.orders.add(sale);
  return sale;
}

let db: PosDb;

beforeEach(async () => {
  db = openTestDb();
  await readSettings(db);
  await db.settings.update('terminal', { kiosk: { ...DEFAULT_KIOSK, ...(await hashPin(PIN)) }, pinLock: NO_PIN_LOCK });
});

function open(sale: OrderRow) {
  const onDone = vi.fn();
  renderWithDb(<RefundDialog sale={sale} onDone={onDone} onCancel={() => undefined} />, db);
  return { onDone, dialog: () => screen.getByRole('dialog', { name: 'Refund' }) };
}

async function line(name: string) {
  return within(await screen.findByRole('group', { name }));
}

describe('the Refund dialog', () => {
  test('each line is a group named by its product with what is left to refund; the total follows the quantities as they are typed', async () => {
    const sale = await storedSale();
    open(sale);
    const burger = await line('Chicken burger');
    expect(burger.getByText(/Sold 2 · paid 4\.600 · 2 left to refund/)).toBeInTheDocument();
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('0.000');
    await userEvent.type(burger.getByRole('textbox', { name: 'Refund quantity' }), '1');
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('2.300');
    await userEvent.type(burger.getByRole('textbox', { name: 'Refund quantity' }), '{Backspace}2');
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('4.600');
  });

  test('more than is left to refund, counting earlier refunds, is refused in words and nothing is stored', async () => {
    const sale = await storedSale();
    await confirmRefund(db, { saleId: sale.client_order_id, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold' });
    open(sale);
    const burger = await line('Chicken burger');
    expect(await burger.findByText(/1 left to refund \(2\.300\)/)).toBeInTheDocument();
    await userEvent.type(burger.getByRole('textbox', { name: 'Refund quantity' }), '2');
    expect(screen.getByRole('alert')).toHaveTextContent('Chicken burger: only 1 left to refund.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong item');
    await userEvent.type(screen.getByLabelText('Manager PIN'), PIN);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await db.refunds.count()).toBe(1);
  });

  test('a refund without a reason, or with nothing to refund, is refused in words', async () => {
    const sale = await storedSale();
    const { onDone } = open(sale);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type how many to refund on at least one line.');
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the reason for the refund.');
    expect(onDone).not.toHaveBeenCalled();
  });

  test('a wrong manager PIN stores nothing; the right one stores the refund and hands it on', async () => {
    const sale = await storedSale();
    const { onDone } = open(sale);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong item');
    await userEvent.type(screen.getByLabelText('Manager PIN'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Wrong PIN.')).toBeInTheDocument();
    expect(await db.refunds.count()).toBe(0);
    await userEvent.type(screen.getByLabelText('Manager PIN'), PIN);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [refund] = await db.refunds.toArray();
    expect(onDone).toHaveBeenCalledWith(refund);
    expect(refund).toMatchObject({ refund_of: sale.client_order_id, reason: 'Wrong item', lines: [{ of_line: 0, quantity: 1 }] });
  });

  test('a terminal without a manager PIN sets one first, then asks for it', async () => {
    await saveKiosk(db, { ...DEFAULT_KIOSK });
    const sale = await storedSale();
    open(sale);
    await userEvent.type(await screen.findByLabelText('New manager PIN'), PIN);
    await userEvent.type(screen.getByLabelText('Repeat PIN'), PIN);
    await userEvent.click(screen.getByRole('button', { name: 'Set manager PIN' }));
    expect(await screen.findByLabelText('Manager PIN')).toBeInTheDocument();
    expect((await readSettings(db)).kiosk.pinHash).not.toBeNull();
  });

  test('a device out of storage: the cached images go first, the refund is tried again, and a refund still not saved says why', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    const quota = () => Object.assign(new Error('wrapped'), { name: 'AbortError', inner: Object.assign(new Error('full'), { name: 'QuotaExceededError' }) });
    const add = vi.spyOn(db.refunds, 'add').mockRejectedValueOnce(quota()).mockRejectedValueOnce(quota());
    try {
      const sale = await storedSale();
      const { onDone } = open(sale);
      await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
      await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong item');
      await userEvent.type(screen.getByLabelText('Manager PIN'), PIN);
      await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
      expect(await screen.findByText(/The refund was not saved: the device is out of storage/)).toBeInTheDocument();
      expect(deleted).toEqual(['pos-images']);
      expect(await db.refunds.count()).toBe(0);
      expect(onDone).not.toHaveBeenCalled();
      // Space again: the same refund is stored.
      await userEvent.type(screen.getByLabelText('Manager PIN'), PIN);
      await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
      await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    } finally {
      add.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
