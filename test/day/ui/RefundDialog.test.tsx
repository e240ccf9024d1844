// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { RefundDialog } from '../../../src/day/ui/RefundDialog';
import { confirmRefund } from '../../../src/db/refunds';
import { type OrderRow, type PosDb } from '../../../src/db/schema';
import { readSettings } from '../../../src/db/settings';
import { approve, seedStaff } from '../../kit/staff';
import { openTestDb } from '../../kit/db';
import { card, cash, orderRow } from '../../kit/orders';
import { makeSession } from '../../kit/factories';
import { renderWithDb } from '../../kit/render';

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
  await seedStaff(db, PIN);
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
    // Refused before any manager is asked.
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
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
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await approve('111111');
    expect(await screen.findByText('Wrong PIN.')).toBeInTheDocument();
    expect(await db.refunds.count()).toBe(0);
    // The approval stays open after a wrong PIN: the right one is typed there.
    await approve(PIN);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [refund] = await db.refunds.toArray();
    expect(onDone).toHaveBeenCalledWith(refund);
    expect(refund).toMatchObject({ refund_of: sale.client_order_id, reason: 'Wrong item', lines: [{ of_line: 0, quantity: 1 }] });
    // The approver is recorded on the refund (assumed-contracts 10).
    expect(refund?.approved_by).toEqual({ staff_id: 'manager-Mona', name: 'Mona' });
  });

  test('a quantity and the PIN typed in Arabic-Indic digits are read as the numbers they say', async () => {
    const sale = await storedSale();
    const { onDone } = open(sale);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '٢');
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('4.600');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cold');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await approve('٢٤٦٨١٠');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((await db.refunds.toArray())[0]).toMatchObject({ lines: [{ of_line: 0, quantity: 2 }] });
  });

  test('a terminal without a manager makes its first one only with the terminal\'s API key, never from the cashier refunding; that manager approves', async () => {
    await db.staff.clear();
    await db.settings.update('terminal', { apiKey: 'terminal-key' });
    const sale = await storedSale();
    const { onDone } = open(sale);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cold');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const approval = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    await userEvent.type(approval.getByLabelText('Manager name'), 'Huda');
    await userEvent.type(approval.getByLabelText('New manager PIN'), PIN);
    await userEvent.type(approval.getByLabelText('Repeat PIN'), PIN);
    await userEvent.type(approval.getByLabelText('API key'), 'a-guess');
    await userEvent.click(approval.getByRole('button', { name: 'Set manager PIN' }));
    expect(await approval.findByRole('alert')).toHaveTextContent('That is not this terminal’s API key.');
    expect(await db.staff.count()).toBe(0);
    await userEvent.clear(approval.getByLabelText('API key'));
    await userEvent.type(approval.getByLabelText('API key'), 'terminal-key');
    await userEvent.click(approval.getByRole('button', { name: 'Set manager PIN' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [huda] = await db.staff.toArray();
    expect(huda).toMatchObject({ name: 'Huda', role: 'manager' });
    expect((await db.refunds.toArray())[0]?.approved_by).toEqual({ staff_id: huda?.staff_id, name: 'Huda' });
  });

  test('a sale the server rejected is refused with the reason: retry the sale first; nothing can be refunded', async () => {
    const sale = await storedSale({ upload: 'rejected', message: 'Unknown product 41' });
    open(sale);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server rejected this sale (Unknown product 41): retry the sale first');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Refund quantity' })).toBeNull();
  });

  test('the cashier chooses the tender the money goes back to among the sale\'s payments', async () => {
    const sale = await storedSale({ payments: [card('2.000'), cash('2.600', '3.000')] });
    const { onDone } = open(sale);
    const to = await screen.findByRole('radiogroup', { name: 'Refund to' });
    expect(within(to).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['As paid (card first)', 'Card', 'Cash']);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
    await userEvent.click(within(to).getByRole('radio', { name: 'Cash' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cold');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await approve(PIN);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((await db.refunds.toArray())[0]?.payments).toEqual([{ method: 'cash', amount: 2300 }]);
  });

  test('more than a tender paid cannot go back to it', async () => {
    const sale = await storedSale({ payments: [card('1.000'), cash('3.600', '5.000')] });
    open(sale);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '2');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Refund to' })).getByRole('radio', { name: 'Card' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cold');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await approve(PIN);
    expect(await screen.findByText('Only 1.000 can go back to Card: choose another tender, or refund less.')).toBeInTheDocument();
    expect(await db.refunds.count()).toBe(0);
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
      await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
      await approve(PIN);
      expect(await screen.findByText(/The refund was not saved: the device is out of storage/)).toBeInTheDocument();
      expect(deleted).toEqual(['pos-images']);
      expect(await db.refunds.count()).toBe(0);
      expect(onDone).not.toHaveBeenCalled();
      // Space again: the same refund is stored.
      await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
      await approve(PIN);
      await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    } finally {
      add.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('"Refund" at a glance: the stepper, "Refund all", the reason chips and the footer', () => {
  /** A sale of 2 burgers and 3 colas: two lines to refund. */
  async function twoLines() {
    const sale = orderRow();
    const cola = { ...sale.lines[0]!, line_id: 'cola', name: 'Cola', quantity: 3, total: sale.lines[0]!.total };
    return storedSale({ lines: [sale.lines[0]!, cola] });
  }

  test('"Refund all" fills every line with what is left of it, earlier refunds counted; the footer shows the total', async () => {
    const sale = await twoLines();
    await confirmRefund(db, { saleId: sale.client_order_id, request: [{ of_line: 1, quantity: 1 }], reason: 'Cold' });
    open(sale);
    const cola = await line('Cola');
    await cola.findByText(/2 left to refund/);
    await userEvent.click(screen.getByRole('button', { name: 'Refund all' }));
    expect((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' })).toHaveValue('2');
    expect(cola.getByRole('textbox', { name: 'Refund quantity' })).toHaveValue('2');
    expect(cola.getByRole('button', { name: 'Increase refund quantity' })).toBeDisabled();
    // 4.600 for the burgers, and two thirds of the colas' 4.600 (4.600 - 1.533).
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('7.667');
    expect(screen.getByLabelText('Refund total').closest('.dialog__foot')).not.toBeNull();
  });

  test('a sale refunded in full offers no "Refund all"', async () => {
    const sale = await storedSale();
    await confirmRefund(db, { saleId: sale.client_order_id, request: [{ of_line: 0, quantity: 2 }], reason: 'Cold' });
    open(sale);
    await (await line('Chicken burger')).findByText(/0 left to refund/);
    expect(screen.getByRole('button', { name: 'Refund all' })).toBeDisabled();
  });

  test('a chosen reason is stored in its English words, with the detail typed after it; the footer says it', async () => {
    const sale = await storedSale();
    const { onDone } = open(sale);
    await userEvent.click((await line('Chicken burger')).getByRole('button', { name: 'Increase refund quantity' }));
    expect(screen.getByLabelText('Refund total')).toHaveTextContent('2.300');
    await userEvent.click(screen.getByRole('radio', { name: 'Damaged' }));
    expect(screen.getByText('Reason: Damaged')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'bun squashed');
    expect(screen.getByText('Reason: Damaged: bun squashed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await approve(PIN);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((await db.refunds.toArray())[0]).toMatchObject({ reason: 'Damaged: bun squashed', lines: [{ of_line: 0, quantity: 1 }] });
  });

  test('"Other" asks for the reason typed: without it the refund is refused in words, before any manager is asked', async () => {
    const sale = await storedSale();
    open(sale);
    await userEvent.click((await line('Chicken burger')).getByRole('button', { name: 'Increase refund quantity' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByText('No reason yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the reason for the refund.');
    expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
  });

  test('with "Sell only with an open shift" and none open, "Refund" offers "Open shift" right there, then the refund goes on', async () => {
    await db.settings.update('terminal', { shiftRequired: true, signedIn: await seedStaff(db, '135790', 'Sami', 'cashier') });
    const sale = await storedSale();
    const onDone = vi.fn();
    renderWithDb(<RefundDialog sale={sale} session={makeSession()} onDone={onDone} onCancel={() => undefined} />, db);
    await userEvent.type((await line('Chicken burger')).getByRole('textbox', { name: 'Refund quantity' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong item');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const shift = within(await screen.findByRole('dialog', { name: 'Open shift' }, { timeout: 10_000 }));
    expect(shift.getByText('This terminal gives money back only in an open shift. Open one to refund.')).toBeInTheDocument();
    // The refund is still on screen, as typed, under "Open shift".
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    await userEvent.type(shift.getByRole('textbox', { name: 'Opening float' }), '20');
    await userEvent.click(shift.getByRole('button', { name: 'Open shift' }));
    await approve(PIN);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [refund] = await db.refunds.toArray();
    const [open] = await db.shifts.toArray();
    expect(refund?.shift_id).toBe(open?.shift_id);
  });
});
