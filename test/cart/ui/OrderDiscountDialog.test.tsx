// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { OrderActions } from '../../../src/cart/ui/OrderActions';
import { useCart } from '../../../src/app/data/cart';
import { dispatchCart, readCart } from '../../../src/db/cart';
import { readSettings } from '../../../src/db/settings';
import { cartRulesFrom } from '../../../src/cart/rules';
import type { CartEvent } from '../../../src/cart/cart';
import type { PosDb } from '../../../src/db/schema';
import type { DiscountPreset } from '../../../src/cart/orderDiscount';
import { useDiscountStamp } from '../../../src/staff/ui/useDiscountStamp';
import { added, contextFor } from '../../kit/cart';
import { ids, kwdMenu } from '../../kit/catalogs';
import { openTestDb } from '../../kit/db';
import { makeLineRequest, m } from '../../kit/factories';
import { renderWithDb } from '../../kit/render';
import { approve, seedStaff } from '../../kit/staff';

afterEach(cleanup);

const catalog = kwdMenu();
// The burger may take up to 10 %, the fries no discount (the catalog's caps).
const ctx = contextFor(catalog, cartRulesFrom(catalog));
const BRAND = 2;

/** The order's actions over the stored order, with who gives a discount as the till asks it. */
function Till({ db }: { db: PosDb }) {
  const cart = useCart(BRAND);
  const stamp = useDiscountStamp();
  if (!cart) return null;
  const send = (event: CartEvent) => {
    void dispatchCart(db, () => event, ctx, BRAND);
    return null;
  };
  return <OrderActions cart={cart} brandId={BRAND} digits={3} onNote={async () => null} discount={{ cap: ctx.rules.discountCap, send, stamp }} />;
}

async function tillWith(presets: DiscountPreset[], products: number[] = [ids.burger, ids.fries]) {
  const db = openTestDb();
  await seedStaff(db, '2468', 'Sara', 'manager');
  const cashier = await seedStaff(db, '1357', 'Ali', 'cashier');
  await readSettings(db);
  await db.settings.update('terminal', { signedIn: cashier, discountLimitPct: 60, discountPresets: presets });
  for (const id of products) {
    await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: id }), crypto.randomUUID(), BRAND), ctx, BRAND);
  }
  renderWithDb(<Till db={db} />, db);
  return db;
}

test('a preset kept to "always ask a manager" is applied in two taps, approved for what it gives, the rest refused with each reason', async () => {
  const db = await tillWith([{ id: 'p1', name: 'Staff meal', discount: { kind: 'percent', percent: 50 }, approval: 'always' }]);
  await userEvent.click(await screen.findByRole('button', { name: 'Order discount' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order discount' }, { timeout: 10_000 }));
  await userEvent.click(dialog.getByRole('button', { name: /^Staff meal/ }));
  // Below the cashier's 60 % limit, yet this preset asks, saying what it approves.
  expect(await screen.findByText(/Staff meal: discount 50 % on the order, 0\.175/, {}, { timeout: 10_000 })).toBeInTheDocument();
  await approve('2468');
  expect(await screen.findByRole('alert')).toHaveTextContent('Discount 0.175 on the order; 0.950 not given: Chicken burger: up to 10 %; Fries: no discount allowed.');
  await waitFor(async () => {
    const cart = await readCart(db, BRAND);
    expect(cart?.lines.map((l) => [l.discount_pct, l.discount, l.discount_approved_by?.name, l.discount_approved_amount])).toEqual([
      [10, m('0.175'), 'Sara', m('0.175')],
      [0, m('0'), undefined, undefined],
    ]);
  });
});

test('a preset within the cashier\u2019s limit is given without asking', async () => {
  const db = await tillWith([{ id: 'p2', name: 'Friends', discount: { kind: 'amount', amount: m('0.175') }, approval: 'limit' }]);
  await userEvent.click(await screen.findByRole('button', { name: 'Order discount' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order discount' }, { timeout: 10_000 }));
  await userEvent.click(dialog.getByRole('button', { name: /^Friends/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Discount 0.175 on the order.');
  expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
  await waitFor(async () => expect((await readCart(db, BRAND))?.lines[0]?.discount_by?.name).toBe('Ali'));
});

test('an order where no line may take a discount says which line and why', async () => {
  await tillWith([], [ids.fries]);
  await userEvent.click(await screen.findByRole('button', { name: 'Order discount' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Order discount' }, { timeout: 10_000 }));
  await userEvent.type(dialog.getByLabelText('Discount %'), '10');
  await userEvent.click(dialog.getByRole('button', { name: 'Apply to order' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('No discount can be given on this order: Fries: no discount allowed.');
});
