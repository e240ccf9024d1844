// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { makeProduct, makeSession } from '../../kit/factories';
import { addButton, previewText, renderPicker } from './renderPicker';

afterEach(cleanup);

const key = (name: string) => screen.getByRole('button', { name });

describe('open price', () => {
  const giftWrap = makeProduct({ name: 'Gift wrap', is_open_price: 1, actual_price: money(0) });

  test('the typed price gates "Add to order" and becomes the line\'s price', async () => {
    const { user, onAdd } = renderPicker(giftWrap);
    const field = screen.getByRole('textbox', { name: 'Price' });
    expect(field).toHaveAttribute('inputmode', 'none');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Type a price')).toBeVisible();
    await user.type(field, '2.5');
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(previewText()).toContain('Total 2.500');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ product_id: giftWrap.id, open_price: money(2500), weight_g: null });
  });

  test('a price with more decimals than the currency is refused with the reason beside the field', async () => {
    const { user } = renderPicker(giftWrap);
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '1.2345');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('Type a price with at most 3 decimals');
  });

  test('the keypad types digits, a decimal point and backspace into the price', async () => {
    const { user, onAdd } = renderPicker(giftWrap);
    for (const name of ['1', '2', 'Decimal point', '7', '5', '9', 'Backspace']) await user.click(key(name));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('12.75');
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].open_price).toBe(money(12750));
  });

  test('Enter in the price field adds the line once it reads', async () => {
    const { user, onAdd } = renderPicker(giftWrap);
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.keyboard('3{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0].open_price).toBe(money(3000));
  });
});

describe('sold by weight', () => {
  const olives = makeProduct({ name: 'Olives', is_weightage_item: 1, actual_price: money(4000) });

  test('the typed weight in kg gates "Add to order" and prices the line per kg', async () => {
    const { user, onAdd } = renderPicker(olives);
    const field = screen.getByRole('textbox', { name: 'Weight (kg)' });
    expect(field).toHaveAttribute('inputmode', 'none');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Type a weight')).toBeVisible();
    await user.type(field, '0.5');
    expect(previewText()).toContain('Per kg 4.000');
    expect(previewText()).toContain('Total 2.000');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ product_id: olives.id, weight_g: 500, quantity: 1 });
  });

  test('a weight of 0 keeps the button disabled with the reason shown', async () => {
    const { user } = renderPicker(olives);
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '0');
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByText('Type a weight above 0').length).toBeGreaterThan(0);
  });

  test('the keypad types the weight', async () => {
    const { user } = renderPicker(olives);
    for (const name of ['1', 'Decimal point', '2', '5']) await user.click(key(name));
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('1.25');
    expect(previewText()).toContain('Total 5.000');
    expect(addButton()).not.toHaveAttribute('aria-disabled');
  });

  test('a weight from a scale barcode is filled in and the line can be added at once', async () => {
    const { user, onAdd } = renderPicker(olives, {}, { initialWeightG: 750 });
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('0.750');
    expect(previewText()).toContain('Total 3.000');
    await user.click(addButton());
    expect(onAdd.mock.calls[0]?.[0].weight_g).toBe(750);
  });
});

test('with both fields, the keypad types into the one last focused', async () => {
  const perKg = makeProduct({ name: 'Market fish', is_weightage_item: 1, is_open_price: 1 });
  const { user } = renderPicker(perKg);
  await user.click(screen.getByRole('textbox', { name: 'Weight (kg)' }));
  await user.click(key('3'));
  expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('3');
  expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveFocus();
  await user.click(screen.getByRole('textbox', { name: 'Price' }));
  await user.click(key('2'));
  expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('2');
  expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('3');
});

test('a currency without decimals turns the keypad decimal point off', () => {
  renderPicker(makeProduct({ name: 'Gift wrap', is_open_price: 1 }), { session: makeSession({ config: { currency_decimals: 0 } }) });
  expect(key('Decimal point')).toBeDisabled();
  expect(key('7')).toBeEnabled();
});
