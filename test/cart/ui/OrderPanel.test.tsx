// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLineRequest } from '../../kit/factories';
import { emptyCart, type CartEvent, type CartState } from '../../../src/cart/cart';
import { cartRulesFrom } from '../../../src/cart/rules';
import type { LineRequest } from '../../../src/core/line';
import { contextFor, rules, withLines } from '../../kit/cart';
import { DELIVERY, ids } from '../../kit/catalogs';
import { saleMenu } from '../../kit/orders';
import { Harness } from './harness';

// Testing Library unmounts after each test only when Vitest globals are on; they are not.
afterEach(cleanup);

const ctx = contextFor(saleMenu, cartRulesFrom(saleMenu));
const channels = [{ channel_id: DELIVERY, channel_name: 'Delivery app' }];

const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const fries = (quantity = 1) => makeLineRequest({ product_id: ids.fries, quantity });

function cartOf(...requests: LineRequest[]): CartState {
  return withLines(emptyCart(1, null), ctx, requests);
}

/** Opens a line's editor (its steppers, "Discount", "Remove line") by tapping the line. */
function openEditor(line: ReturnType<typeof within>) {
  const opener = line.getAllByRole('button')[0]!;
  if (opener.getAttribute('aria-expanded') !== 'true') fireEvent.click(opener);
  return line;
}

function show(initial: CartState, props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const user = userEvent.setup();
  render(<Harness initial={initial} ctx={ctx} channels={channels} {...props} />);
  // Lines are the list's own items; their details hold nested lists of their own.
  const line = (index: number) => {
    const item = screen.getByRole('list', { name: 'Order' }).children[index];
    if (!(item instanceof HTMLElement)) throw new Error(`no line ${index}`);
    return within(item);
  };
  return { user, line, edit: (index: number) => openEditor(line(index)) };
}

describe('lines (ui-contract "Order (cart)")', () => {
  test('one listitem per line in the order first added, each with name, quantity and line total', () => {
    const { line } = show(cartOf(burger({ quantity: 2 }), fries(), burger({ quantity: 1 })));
    const items = screen.getByRole('list', { name: 'Order' }).children;
    expect(items).toHaveLength(2);
    expect(line(0).getByText('Chicken burger')).toBeInTheDocument();
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^3$/);
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^5\.250$/);
    expect(line(1).getByText('Fries')).toBeInTheDocument();
    expect(line(1).getByLabelText('Line total')).toHaveTextContent(/^0\.500$/);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(/^5\.750$/);
  });

  test('a line shows its options with quantities and instructions, add-ons, combo children with options, and note', () => {
    const { line } = show(cartOf(
      burger({ options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 2, instructions: [3] }],
        addons: [{ product_id: ids.sauce, quantity: 1 }], note: 'No bun' }),
      makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 1,
        options: [{ item_id: 902, modifier_id: 90, quantity: 1, instructions: [] }] }] }),
    ));
    expect(line(0).getByText('Cheese ×2 (Extra melted)')).toBeInTheDocument();
    expect(line(0).getByText(/Garlic sauce/)).toBeInTheDocument();
    expect(line(0).getByText('Note: No bun')).toBeInTheDocument();
    expect(line(1).getByText('Fries')).toBeInTheDocument();
    expect(line(1).getByText('Ketchup')).toBeInTheDocument();
  });

  test('a weighed line shows its weight in kg with 3 decimals and cannot be stepped', () => {
    const { line, edit } = show(cartOf(makeLineRequest({ product_id: ids.halloumi, weight_g: 333 })));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^0\.333 kg$/);
    expect(edit(0).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(edit(0).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
});

describe('changing lines', () => {
  test('Increase and Decrease quantity change the quantity, the line total and the order total', async () => {
    const { user, line, edit } = show(cartOf(burger()));
    expect(edit(0).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(edit(0).getByRole('button', { name: 'Increase quantity' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^2$/);
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^3\.500$/);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(/^3\.500$/);
    await user.click(edit(0).getByRole('button', { name: 'Decrease quantity' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^1$/);
  });

  test('Remove line removes only that line', async () => {
    const { user, line, edit } = show(cartOf(burger(), fries()));
    await user.click(edit(0).getByRole('button', { name: 'Remove line' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(1);
    expect(line(0).getByText('Fries')).toBeInTheDocument();
  });

  test('2.10.11 a quota refusal shows an alert saying how many are left, and the quantity stays', async () => {
    const { user, line, edit } = show(cartOf(fries(2)));
    await user.click(edit(0).getByRole('button', { name: 'Increase quantity' }));
    // A refusal's words load with the first refusal: wait for them.
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left of Fries');
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^2$/);
  });

  test('a sold-out refusal says so; the next accepted change clears the alert', async () => {
    const soldOutCtx = { ...ctx, rules: rules({ isSoldOut: (id) => id === ids.burger }) };
    const user = userEvent.setup();
    render(<Harness initial={cartOf(burger({ quantity: 2 }))} ctx={soldOutCtx} />);
    openEditor(within(screen.getByRole('listitem')));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold out: Chicken burger');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('2.10.11 on the whole order: a line over what is left is marked with Remove and Reduce to N, and Pay is refused until it is settled', async () => {
    const onPay = vi.fn();
    // A quota poll said one portion of fries is left while the order held two.
    const lowered = { ...ctx, rules: rules({ remainingStock: (id) => (id === ids.fries ? 1 : null) }) };
    const user = userEvent.setup();
    render(<Harness initial={cartOf(burger(), fries(2))} ctx={lowered} onPay={onPay} />);
    const order = within(screen.getByRole('list', { name: 'Order' }));
    // The line's mark loads with the first line that needs it: wait for it.
    expect(await order.findByText('Only 1 left of Fries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('settle the marked lines');
    await user.click(order.getByRole('button', { name: 'Reduce to 1' }));
    expect(order.queryByText('Only 1 left of Fries')).not.toBeInTheDocument();
    expect(order.getAllByLabelText('Quantity')[1]).toHaveTextContent(/^1$/);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  test('a line of a product sold out since it was added offers Remove only', async () => {
    const soldOutCtx = { ...ctx, rules: rules({ isSoldOut: (id) => id === ids.fries }) };
    const user = userEvent.setup();
    render(<Harness initial={cartOf(burger(), fries(2))} ctx={soldOutCtx} />);
    const order = within(screen.getByRole('list', { name: 'Order' }));
    expect(await order.findByText('Sold out: Fries')).toBeInTheDocument();
    expect(order.queryByRole('button', { name: /^Reduce to/ })).toBeNull();
    await user.click(order.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(1);
  });

  test('Clear order empties the order and holds Pay', async () => {
    const { user } = show(cartOf(burger(), fries()));
    await user.click(screen.getByRole('button', { name: 'Clear order' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(0);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(/^0\.000$/);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});

describe('discount', () => {
  test('a value above the cap is refused with the cap shown; one within it is applied', async () => {
    const { user, line, edit } = show(cartOf(burger()));
    await user.click(edit(0).getByRole('button', { name: 'Discount' }));
    await user.type(await line(0).findByRole('textbox', { name: 'Discount %' }), '15');
    await user.click(line(0).getByRole('button', { name: 'Apply discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Up to 10% on this item');
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^1\.750$/);

    await user.clear(line(0).getByRole('textbox', { name: 'Discount %' }));
    await user.type(line(0).getByRole('textbox', { name: 'Discount %' }), '10');
    await user.click(line(0).getByRole('button', { name: 'Apply discount' }));
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^1\.575$/);
    expect(line(0).queryByRole('textbox', { name: 'Discount %' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a product with cap 0 allows no discount', async () => {
    const { user, line, edit } = show(cartOf(fries()));
    await user.click(edit(0).getByRole('button', { name: 'Discount' }));
    await user.type(await line(0).findByRole('textbox', { name: 'Discount %' }), '5');
    await user.click(line(0).getByRole('button', { name: 'Apply discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No discount allowed on this item');
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^0\.500$/);
  });

  test('text that is not a whole percent is refused before reaching the cart', async () => {
    const events: CartEvent[] = [];
    const { user, line, edit } = show(cartOf(burger()), { events });
    await user.click(edit(0).getByRole('button', { name: 'Discount' }));
    await user.type(await line(0).findByRole('textbox', { name: 'Discount %' }), '2.5');
    await user.click(line(0).getByRole('button', { name: 'Apply discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole percent from 0 to 100');
    expect(events).toEqual([]);
  });
});

describe('channel and pay', () => {
  test('the Sales channel combobox offers No channel and each channel; choosing one reprices the order', async () => {
    const { user, line, edit } = show(cartOf(burger()));
    const select = screen.getByRole('combobox', { name: 'Sales channel' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['No channel', 'Delivery app']);
    await user.selectOptions(select, 'Delivery app');
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^2\.100$/);
    await user.selectOptions(select, 'No channel');
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^1\.750$/);
  });

  test('Pay is disabled while the order is empty', () => {
    show(emptyCart(1, null));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  test('Pay calls onPay when the order has lines, unless the shell holds it', async () => {
    const onPay = vi.fn();
    const { user } = show(cartOf(burger()), { onPay });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  test('payDisabled holds Pay even with lines', () => {
    show(cartOf(burger()), { payDisabled: true });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
