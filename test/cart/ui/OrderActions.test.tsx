// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { OrderActions } from '../../../src/cart/ui/OrderActions';
import { SellingScreen } from '../../../src/app/SellingScreen';
import { memorySource } from '../../kit/memorySource';
import { orderRefusalMessage } from '../../../src/cart/ui/refusalMessage';
import { useCart } from '../../../src/app/data/cart';
import { dispatchCart, readCart } from '../../../src/db/cart';
import { parkedOrders, parkOrder } from '../../../src/db/parked';
import type { PosDb } from '../../../src/db/schema';
import { added, contextFor } from '../../kit/cart';
import { ids, kwdMenu } from '../../kit/catalogs';
import { openTestDb } from '../../kit/db';
import { makeLineRequest } from '../../kit/factories';
import { renderWithDb } from '../../kit/render';

afterEach(cleanup);

const catalog = kwdMenu();
const ctx = contextFor(catalog);
const BRAND = 2;

function ring(db: PosDb, productId: number) {
  return dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: productId }), crypto.randomUUID(), BRAND), ctx, BRAND);
}

/** The actions over the stored order, read live as the selling screen reads it. */
function Till({ db }: { db: PosDb }) {
  const cart = useCart(BRAND);
  if (!cart) return null;
  const onNote = async (note: string) => {
    const result = await dispatchCart(db, () => ({ type: 'noteChanged', note }), ctx, BRAND);
    return 'ok' in result ? orderRefusalMessage(result) : null;
  };
  return <OrderActions cart={cart} brandId={BRAND} digits={3} onNote={onNote} />;
}

/** Opens the park form and types `name` over what it offers; returns the form and its name box. */
async function parkAs(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Park order' }));
  // The dialog loads on first use: a busy machine may take a moment.
  const form = await screen.findByRole('dialog', { name: 'Park order' }, { timeout: 10_000 });
  const box = within(form).getByRole('textbox', { name: 'Order name' });
  const offered = (box as HTMLInputElement).value;
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(within(form).getByRole('button', { name: 'Park' }));
  return { form, box, offered };
}

function till() {
  const db = openTestDb();
  renderWithDb(<Till db={db} />, db);
  return db;
}

/** A till with a burger parked under `name` and fries on the open order. */
async function tillWithParked(name: string) {
  const db = till();
  await ring(db, ids.burger);
  await parkOrder(db, name, BRAND);
  await ring(db, ids.fries);
  return db;
}

test('"Park order" is held while the order is empty', async () => {
  const db = till();
  expect(await screen.findByRole('button', { name: 'Park order' })).toBeDisabled();
  await ring(db, ids.burger);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Park order' })).toBeEnabled());
});

test('parking asks for a name, offers the next number, keeps the order and starts an empty one', async () => {
  const db = await tillWithParked('');
  const { offered } = await parkAs('Table 4');
  expect(offered).toBe('Order 2');
  expect(await screen.findByRole('status')).toHaveTextContent('Order parked as Table 4.');
  expect((await parkedOrders(db)).map((p) => p.name)).toEqual(['Order 1', 'Table 4']);
  expect((await readCart(db, BRAND)).lines).toEqual([]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Park order' })).toBeDisabled());
});

test('a name already parked is refused in the form, which stays open with what was typed', async () => {
  const db = await tillWithParked('Table 4');
  const { form, box } = await parkAs('table 4');
  expect(await within(form).findByRole('alert')).toHaveTextContent('An order named "table 4" is already parked');
  expect(box).toHaveValue('table 4');
  expect((await readCart(db, BRAND)).lines).toHaveLength(1);
});

test('"Parked orders" lists each by name, number of lines and total; opening one over an open order parks that one first and says so', async () => {
  const db = till();
  await ring(db, ids.burger);
  await ring(db, ids.fries);
  await parkOrder(db, 'Table 4', BRAND);
  await ring(db, ids.fries);
  await userEvent.click(await screen.findByRole('button', { name: 'Parked orders' }));
  const dialog = await screen.findByRole('dialog', { name: 'Parked orders' });
  const item = await within(within(dialog).getByRole('list')).findByRole('listitem');
  expect(item).toHaveTextContent('Table 4');
  expect(item).toHaveTextContent('2 lines');
  expect(item).toHaveTextContent('2.250');
  await userEvent.click(within(item).getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Table 4 is open. The order that was open is parked as Order 1.');
  expect((await readCart(db, BRAND)).name).toBe('Table 4');
  expect((await parkedOrders(db)).map((p) => p.name)).toEqual(['Order 1']);
});

test('an order opened on another screen meanwhile is said so, and this screen keeps its own order', async () => {
  const db = till();
  await ring(db, ids.burger);
  await parkOrder(db, 'Table 4', BRAND);
  await userEvent.click(await screen.findByRole('button', { name: 'Parked orders' }));
  const dialog = await screen.findByRole('dialog', { name: 'Parked orders' });
  const open = await within(dialog).findByRole('button', { name: 'Open' });
  // Another tab takes it out between the list's last render and this tap.
  await db.parked.clear();
  fireEvent.click(open);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order was opened on another screen.');
  expect((await readCart(db, BRAND)).lines).toEqual([]);
});

test('the order note is written in its dialog, kept on the stored order and shown with it; more than 200 characters are refused', async () => {
  const db = till();
  await userEvent.click(await screen.findByRole('button', { name: 'Order note' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order note' });
  const note = within(dialog).getByRole('textbox', { name: 'Order note' });
  await userEvent.click(note);
  await userEvent.paste('x'.repeat(201));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('A note holds at most 200 characters.');
  await userEvent.clear(note);
  await userEvent.type(note, 'Allergy: nuts');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
  expect(await screen.findByText('Note: Allergy: nuts')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Order note' })).not.toBeInTheDocument();
  expect((await readCart(db, BRAND)).note).toBe('Allergy: nuts');
});

test('kiosk mode shows no parking and no note: they are the cashier\'s', async () => {
  const db = openTestDb();
  renderWithDb(<SellingScreen source={memorySource(catalog)} availability={catalog} kiosk />, db);
  // The kiosk opens on its first screen; the order starts behind "Eat in" and "Tap to order".
  (await screen.findByRole('button', { name: 'Eat in' })).click();
  (await screen.findByRole('button', { name: 'Tap to order' })).click();
  expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Park order' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Parked orders' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Order note' })).not.toBeInTheDocument();
  cleanup();
  renderWithDb(<SellingScreen source={memorySource(catalog)} availability={catalog} />, db);
  expect(await screen.findByRole('button', { name: 'Park order' })).toBeInTheDocument();
});

test('"Parked orders" keeps its exact name and shows how many wait, live, as a badge said in its description', async () => {
  const db = till();
  const button = await screen.findByRole('button', { name: 'Parked orders' });
  expect(button).not.toHaveAccessibleDescription();
  expect(within(button).queryByText(/\d/)).toBeNull();
  await ring(db, ids.burger);
  await parkOrder(db, 'Table 4', BRAND);
  await ring(db, ids.fries);
  await parkOrder(db, 'Table 5', BRAND);
  await waitFor(() => expect(button).toHaveTextContent(/^Parked orders\s*2$/));
  expect(button).toHaveAccessibleName('Parked orders');
  expect(button).toHaveAccessibleDescription('2 orders wait');
  // Opened elsewhere (another tab), the count follows.
  await db.parked.filter((row) => row.name === 'Table 5').delete();
  await waitFor(() => expect(button).toHaveAccessibleDescription('1 order waits'));
  expect(button).toHaveTextContent(/^Parked orders\s*1$/);
});
