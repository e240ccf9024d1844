// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLineRequest } from '../../kit/factories';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../../src/cart/cart';
import { UNDO_SECONDS } from '../../../src/cart/ui/useUndoOffer';
import { cartRulesFrom } from '../../../src/cart/rules';
import type { LineRequest } from '../../../src/core/line';
import { contextFor, rules, withLines } from '../../kit/cart';
import { DELIVERY, ids } from '../../kit/catalogs';
import { saleMenu } from '../../kit/orders';
import { Harness } from './harness';

// Testing Library unmounts after each test only when Vitest globals are on; they are not.
afterEach(cleanup);
// The line's editor is a lazily loaded chunk: Vitest transforms it on its first import, which
// takes seconds on a busy machine. Imported once here, a tap on a line opens it at once.
beforeAll(() => import('../../../src/cart/ui/LineEditor'));

const ctx = contextFor(saleMenu, cartRulesFrom(saleMenu));
const channels = [{ channel_id: DELIVERY, channel_name: 'Delivery app' }];

const burger = (overrides: Partial<LineRequest> = {}) => makeLineRequest({ product_id: ids.burger, ...overrides });
const fries = (quantity = 1) => makeLineRequest({ product_id: ids.fries, quantity });

function cartOf(...requests: LineRequest[]): CartState {
  return withLines(emptyCart(1, null), ctx, requests);
}

/** Opens a line's editor (its steppers, "Discount", "Remove line") by tapping the line; it loads on the first tap. */
async function openEditor(line: ReturnType<typeof within>) {
  if (!line.queryByRole('dialog')) fireEvent.click(line.getAllByRole('button')[0]!);
  await line.findByRole('dialog');
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

  test('a line shows its options with quantities and instructions, add-ons, combo children with options, and note, in one clean row', () => {
    const { line } = show(cartOf(
      burger({ options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 2, instructions: [3] }],
        addons: [{ product_id: ids.sauce, quantity: 1 }], note: 'No bun' }),
      makeLineRequest({ product_id: ids.deal, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 1,
        options: [{ item_id: 902, modifier_id: 90, quantity: 1, instructions: [] }] }] }),
    ));
    expect(line(0).getByText('Cheese ×2 (Extra melted), + Garlic sauce')).toBeInTheDocument();
    expect(line(0).getByText('Note: No bun')).toBeInTheDocument();
    expect(line(1).getByText('Fries: Ketchup')).toBeInTheDocument();
  });

  test('a weighed line shows its weight in kg with 3 decimals and cannot be stepped', async () => {
    const { line, edit } = show(cartOf(makeLineRequest({ product_id: ids.halloumi, weight_g: 333 })));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^0\.333 kg$/);
    expect((await edit(0)).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect((await edit(0)).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
});

describe('changing lines', () => {
  test('Increase and Decrease quantity change the quantity, the line total and the order total', async () => {
    const { user, line, edit } = show(cartOf(burger()));
    expect((await edit(0)).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click((await edit(0)).getByRole('button', { name: 'Increase quantity' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^2$/);
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^3\.500$/);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(/^3\.500$/);
    await user.click((await edit(0)).getByRole('button', { name: 'Decrease quantity' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^1$/);
  });

  test('Remove line removes only that line', async () => {
    const { user, line, edit } = show(cartOf(burger(), fries()));
    await user.click((await edit(0)).getByRole('button', { name: 'Remove line' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(1);
    expect(line(0).getByText('Fries')).toBeInTheDocument();
  });

  test('2.10.11 a quota refusal shows an alert saying how many are left, and the quantity stays', async () => {
    const { user, line, edit } = show(cartOf(fries(2)));
    await user.click((await edit(0)).getByRole('button', { name: 'Increase quantity' }));
    // A refusal's words load with the first refusal: wait for them.
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left of Fries');
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^2$/);
  });

  test('a sold-out refusal says so; the next accepted change clears the alert', async () => {
    const soldOutCtx = { ...ctx, rules: rules({ isSoldOut: (id) => id === ids.burger }) };
    const user = userEvent.setup();
    render(<Harness initial={cartOf(burger({ quantity: 2 }))} ctx={soldOutCtx} />);
    await openEditor(within(screen.getByRole('listitem')));
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

describe('the compact line and its editor', () => {
  test('a line is one row of name, quantity and total; a tap anywhere on it opens its editor, named after the product', async () => {
    const { user, line } = show(cartOf(burger({ options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] }), fries()));
    // Closed, a line offers no stepper: only the button that opens it.
    expect(line(0).getAllByRole('button')).toHaveLength(1);
    expect(line(0).getByText('Cheese')).toBeInTheDocument();
    await user.click(line(0).getByLabelText('Line total'));
    const editor = await line(0).findByRole('dialog', { name: 'Chicken burger' });
    expect(within(editor).getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Remove line' })).toBeInTheDocument();
    // One editor at a time; "Done" closes it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(line(0).queryByRole('dialog')).toBeNull();
  });

  test('the quantity is typed on the editor\'s one keypad', async () => {
    const events: CartEvent[] = [];
    const { user, line, edit } = show(cartOf(burger()), { events });
    const editor = within((await edit(0)).getByRole('dialog'));
    expect(editor.getAllByRole('group', { name: 'Number keypad' })).toHaveLength(1);
    expect(editor.getByRole('textbox', { name: 'Units' })).toHaveAttribute('inputmode', 'none');
    // The first key replaces the quantity shown, as on a calculator (3 burgers are left).
    await user.click(editor.getByRole('button', { name: '2' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^2$/);
    await user.click(editor.getByRole('button', { name: 'Backspace' }));
    await user.click(editor.getByRole('button', { name: '3' }));
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^3$/);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(/^5\.250$/);
    expect(events).toEqual([
      { type: 'quantityChanged', line_id: 'l1', quantity: 2 },
      { type: 'quantityChanged', line_id: 'l1', quantity: 3 },
    ]);
  });

  test('the newest line is marked; adding to another line moves the mark to it', async () => {
    const { user, edit } = show(cartOf(burger(), fries()));
    const items = () => [...screen.getByRole('list', { name: 'Order' }).children];
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(items()[1]).toHaveClass('order-line--newest');
    await user.click((await edit(0)).getByRole('button', { name: 'Increase quantity' }));
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual(['true', null]);
  });

  test('a refusal is said in the editor, where the cashier is looking', async () => {
    const { user, edit } = show(cartOf(fries(2)));
    const editor = within((await edit(0)).getByRole('dialog'));
    await user.click(editor.getByRole('button', { name: 'Increase quantity' }));
    expect(await editor.findByRole('alert')).toHaveTextContent('Only 2 left of Fries');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('"Modify", "Re-weigh" and the note are offered where the till allows them, and hand over the line', async () => {
    const opened: string[] = [];
    const notes: [string, string][] = [];
    const modify = {
      can: (l: CartState['lines'][number]) => l.product_id === ids.burger,
      open: (l: CartState['lines'][number]) => void opened.push(l.line_id),
      canReweigh: () => true,
      canNote: () => true,
      note: (l: CartState['lines'][number], text: string) => void notes.push([l.line_id, text]),
    };
    const { user, edit } = show(cartOf(burger(), makeLineRequest({ product_id: ids.halloumi, weight_g: 333 })), { modify });
    const burgerEditor = within((await edit(0)).getByRole('dialog'));
    expect(burgerEditor.queryByRole('button', { name: 'Re-weigh' })).toBeNull();
    await user.type(burgerEditor.getByRole('textbox', { name: 'Note' }), 'No onions');
    await user.click(burgerEditor.getByRole('button', { name: 'Done' }));
    expect(notes).toEqual([['l1', 'No onions']]);

    await user.click((await edit(0)).getByRole('button', { name: 'Modify' }));
    expect(opened).toEqual(['l1']);
    expect(screen.queryByRole('dialog')).toBeNull();

    const weighed = within((await edit(1)).getByRole('dialog'));
    expect(weighed.queryByRole('button', { name: 'Modify' })).toBeNull();
    await user.click(weighed.getByRole('button', { name: 'Re-weigh' }));
    expect(opened).toEqual(['l1', 'l2']);
  });

  test('"Modify" on a line of two asks "Just this one" or "All 2" before the picker opens', async () => {
    const opened: [string, boolean | undefined][] = [];
    const modify = { can: () => true, open: (l: CartState['lines'][number], unit?: boolean) => void opened.push([l.line_id, unit]) };
    const { user, edit } = show(cartOf(burger({ quantity: 2 })), { modify });
    await user.click((await edit(0)).getByRole('button', { name: 'Modify' }));
    expect(opened).toEqual([]);
    const which = within(screen.getByRole('group', { name: 'Which to modify' }));
    expect(which.getByRole('button', { name: 'All 2' })).toBeTruthy();
    await user.click(which.getByRole('button', { name: 'Just this one' }));
    expect(opened).toEqual([['l1', true]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click((await edit(0)).getByRole('button', { name: 'Modify' }));
    await user.click(screen.getByRole('button', { name: 'All 2' }));
    expect(opened).toEqual([['l1', true], ['l1', false]]);
  });
});

describe('nothing vanishes by a slip: "Undo" after "Clear order" or "Remove line"', () => {
  afterEach(() => vi.useRealTimers());

  /** Two burgers at 10% off and fries on the delivery channel, parked as "Table 4". */
  function fullOrder(): CartState {
    const lines = withLines(emptyCart(1, DELIVERY), ctx, [burger({ quantity: 2 }), fries()]);
    const discounted = cartReducer(lines, { type: 'discountApplied', line_id: 'l1', percent: 10 }, ctx);
    if (isCartRefusal(discounted)) throw new Error(discounted.reason);
    return { ...discounted, name: 'Table 4' };
  }
  const orderShown = () => ({
    lines: [...screen.getByRole('list', { name: 'Order' }).children].map((li) => li.textContent),
    total: screen.getByLabelText('Order total').textContent,
    channel: (screen.getByRole('combobox', { name: 'Sales channel' }) as HTMLSelectElement).value,
  });

  test('"Clear order" sits away from "Pay": not in the total bar', () => {
    show(fullOrder());
    const pay = screen.getByRole('button', { name: 'Pay' });
    const clear = screen.getByRole('button', { name: 'Clear order' });
    expect(pay.parentElement?.contains(clear)).toBe(false);
    expect(clear.closest('.order__foot')).toBeNull();
  });

  test('clearing offers "Undo", which brings back the same order: lines, discount, channel and name', async () => {
    const events: CartEvent[] = [];
    const { user } = show(fullOrder(), { events });
    const before = orderShown();
    await user.click(screen.getByRole('button', { name: 'Clear order' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Order cleared');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(orderShown()).toEqual(before);
    expect(before.total).not.toBe('0.000');
    expect(events.at(-1)).toMatchObject({ type: 'orderRestored', order: { name: 'Table 4' } });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  test('removing a line offers "Undo", which puts it back in its place', async () => {
    const { user, edit } = show(fullOrder());
    const before = orderShown();
    await user.click((await edit(0)).getByRole('button', { name: 'Remove line' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Chicken burger removed');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(orderShown()).toEqual(before);
  });

  test('the offer lapses after a few seconds and the order stays cleared', () => {
    vi.useFakeTimers();
    render(<Harness initial={fullOrder()} ctx={ctx} channels={channels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear order' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime((UNDO_SECONDS - 1) * 1000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(0);
  });

  test('a later change withdraws the offer, so undoing never loses it', async () => {
    const { user, line, edit } = show(fullOrder());
    await user.click((await edit(1)).getByRole('button', { name: 'Remove line' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await user.click((await edit(0)).getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(line(0).getByLabelText('Quantity')).toHaveTextContent(/^1$/);
  });

  test('an order the kitchen had is not cleared freely: no "Undo", the void is asked instead', async () => {
    const sent = fullOrder();
    const { user } = show({ ...sent, lines: sent.lines.map((l) => ({ ...l, sent: l.quantity })), kitchen_sends: 1 });
    await user.click(screen.getByRole('button', { name: 'Clear order' }));
    expect(screen.getByRole('list', { name: 'Order' }).children).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('discount', () => {
  test('a value above the cap is refused with the cap shown; one within it is applied', async () => {
    const { user, line, edit } = show(cartOf(burger()));
    await user.click((await edit(0)).getByRole('button', { name: 'Discount' }));
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

  test('a product with cap 0 allows no discount: "No discount allowed" beside nothing to type or apply', async () => {
    const { user, line, edit } = show(cartOf(fries()));
    await user.click((await edit(0)).getByRole('button', { name: 'Discount' }));
    const percent = await line(0).findByRole('textbox', { name: 'Discount %' });
    expect(percent).toBeDisabled();
    expect(percent).toHaveAccessibleDescription('No discount allowed');
    expect(line(0).getByRole('button', { name: 'Apply discount' })).toBeDisabled();
    expect(line(0).getByLabelText('Line total')).toHaveTextContent(/^0\.500$/);
  });

  test('text that is not a whole percent is refused before reaching the cart', async () => {
    const events: CartEvent[] = [];
    const { user, line, edit } = show(cartOf(burger()), { events });
    await user.click((await edit(0)).getByRole('button', { name: 'Discount' }));
    await user.type(await line(0).findByRole('textbox', { name: 'Discount %' }), '2.5');
    await user.click(line(0).getByRole('button', { name: 'Apply discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole percent from 0 to 100');
    expect(events).toEqual([]);
  });
});

describe('channel and pay', () => {
  test('the Sales channel combobox offers No channel and each channel; choosing one reprices the order', async () => {
    const { user, line } = show(cartOf(burger()));
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
