// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { money } from '../../../src/core/money';
import { SCANNER_MAX_GAP_MS } from '../../../src/menu/ui/useBarcodeScanner';
import { ean13, makeCategory, makeProductIn } from '../../kit/factories';
import { cola, menuCatalog, olives, renderMenu, veggie } from './menuFixture';

/**
 * Keys arrive `gapMs` apart: only `Date` is faked (jsdom stamps each event with Date.now()),
 * and user-event moves it on by `gapMs` between keys.
 */
function keysEvery(gapMs: number) {
  return userEvent.setup({ delay: 0, advanceTimers: () => vi.advanceTimersByTime(gapMs) });
}
const SCANNER = 8;
const PERSON = 90;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ui-contract Menu: a barcode scanner typing digits and Enter anywhere', () => {
  test('a scanner-fast burst ending with Enter hands the matching product to the shell', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    await user.keyboard('5449000000996{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: cola });
  });

  test('a scale label hands over the weighed product with its weight in grams', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    await user.keyboard(`${ean13('210004201250')}{Enter}`);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: olives, weight_g: 1250 });
  });

  test('a price-embedded scale label hands over the product with the label price', async () => {
    const { user, onChoose } = renderMenu(undefined, { scale: { prefixes: ['21'], itemCodeLength: 5, embedded: 'price' } }, keysEvery(SCANNER));
    await user.keyboard(`${ean13('210004203500')}{Enter}`);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: olives, price: money(3500) });
  });

  test('a product listed only under another brand is handed over under that brand, never the brand on screen (2.10.1, 2.10.9)', async () => {
    // Salads are on Corner Cafe's menu (no groups, every category) and in no group of Grill House.
    const salads = makeCategory({ id: 6, name: 'Salads' });
    const fattoush = makeProductIn(salads, { id: 601, name: 'Fattoush', barcode_value: '6000001' });
    const base = menuCatalog();
    const { user, onChoose } = renderMenu({ ...base, categories: [...base.categories, salads], products: [...base.products, fattoush] }, {}, keysEvery(SCANNER));
    expect(screen.getByRole('tab', { name: 'Grill House' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('6000001{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: fattoush, brandId: 20 });
    // A product the shown brand lists stays under it.
    await user.keyboard('5449000000996{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ product: cola });
  });

  test('a scan while the search box has the focus is taken out of the box again', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.click(search);
    await keysEvery(PERSON).keyboard('fr');
    await user.keyboard('5449000000996{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: cola });
    expect(search).toHaveValue('fr');
  });

  test('the scan’s Enter does not press the product button that has the focus', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    screen.getByRole('button', { name: /^Cheeseburger/ }).focus();
    await user.keyboard('5449000000996{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: cola });
  });

  test.each([
    ['a person typing the same digits into the search box', PERSON, '5449000000996{Enter}'],
    ['keys just slower than a scanner', SCANNER_MAX_GAP_MS + 5, '5449000000996{Enter}'],
    ['a burst shorter than a barcode', SCANNER, '544{Enter}'],
  ])('%s is not a scan', async (_, gap, keys) => {
    const { onChoose } = renderMenu(menuCatalog(), {}, keysEvery(gap));
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    const typist = keysEvery(gap);
    await typist.click(search);
    await typist.keyboard(keys);
    expect(onChoose).not.toHaveBeenCalled();
    expect(search).toHaveValue(keys.replace('{Enter}', ''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an unknown code gives an alert that contains the code, until dismissed', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    await user.keyboard('1234567890128{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No product with barcode 1234567890128');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('2.2 a sold-out product scanned gives an alert and is not handed over', async () => {
    const catalog = menuCatalog();
    const soldOut = { ...veggie, barcode_value: '4006381333931' };
    const { user, onChoose } = renderMenu(
      { ...catalog, products: catalog.products.map((p) => (p.id === veggie.id ? soldOut : p)) },
      {},
      keysEvery(SCANNER),
    );
    await user.keyboard('4006381333931{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Veggie Burger is sold out');
  });

  test('a scan while a dialog is open is not taken: its keys stay with the dialog', async () => {
    const { user, onChoose } = renderMenu(undefined, {}, keysEvery(SCANNER));
    await user.click(screen.getByRole('button', { name: 'Deals' }));
    (await screen.findByRole('dialog', { name: 'Deals' })).focus();
    await user.keyboard('5449000000996{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
