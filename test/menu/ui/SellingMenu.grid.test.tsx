// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { money } from '../../../src/core/money';
import { SEARCH_LIMIT } from '../../../src/menu/searchProducts';
import { productById } from '../../../src/menu/fullMenuIndex';
import { makeCategory, makeProductIn, makeSession } from '../../kit/factories';
import { cheeseburger, gridNames, latte, menuCatalog, renderMenu, veggie } from './menuFixture';

const productList = () => screen.getByRole('list', { name: 'Products' });

describe('ui-contract Menu: the "Products" list', () => {
  test('one listitem per product, each holding a button named by the product name, then the price in currency digits', () => {
    renderMenu();
    const items = within(productList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName('Cheeseburger 1.750');
    expect(within(items[1]!).getByRole('button')).toHaveAccessibleName('Veggie Burger 1.500 Sold out');
  });

  test('prices follow the session currency digits', () => {
    renderMenu(menuCatalog({ session: makeSession({ config: { currency_decimals: 2 } }) }));
    expect(screen.getByRole('button', { name: /^Cheeseburger/ })).toHaveAccessibleName('Cheeseburger 17.50');
  });

  test('tapping a product hands it to the shell', async () => {
    const { user, onChoose } = renderMenu();
    await user.click(screen.getByRole('button', { name: /^Cheeseburger/ }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: cheeseburger });
  });

  test('2.2 a sold-out product is aria-disabled, shows "Sold out", and a tap does nothing', async () => {
    const { user, onChoose } = renderMenu();
    const button = screen.getByRole('button', { name: /^Veggie Burger/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sold out');
    expect(screen.getByRole('button', { name: /^Cheeseburger/ })).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onChoose).not.toHaveBeenCalled();
    expect(veggie.is_sold_out).toBe(1);
  });

  test('2.10.11 a product whose quota has nothing left is shown sold out', () => {
    renderMenu(menuCatalog({ quotas: [{ product_id: cheeseburger.id, quota: 5, remaining_stock: 0 }] }));
    expect(screen.getByRole('button', { name: /^Cheeseburger/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test('an image loads lazily and asynchronously; a missing or failing one shows a placeholder', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('tab', { name: 'Drinks & Sweets' }));
    const latteButton = screen.getByRole('button', { name: /^Latte/ });
    const image = latteButton.querySelector('img')!;
    expect(image).toHaveAttribute('src', latte.image);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(screen.getByRole('button', { name: /^Cola/ }).querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: /^Cola/ }).querySelector('.placeholder')).toHaveTextContent('C');
    fireEvent.error(image);
    expect(latteButton.querySelector('img')).toBeNull();
    expect(latteButton.querySelector('.placeholder')).toHaveTextContent('L');
    expect(latteButton).toHaveAccessibleName('Latte 1.250');
  });

  test('a category of thousands of products keeps fewer than 800 nodes in the list, and shows the first of them', async () => {
    const big = makeCategory({ id: 9, name: 'Everything' });
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeProductIn(big, { id: 10_000 + i, name: `Item ${i + 1}`, actual_price: money(100 + i) }),
    );
    renderMenu(menuCatalog({ brands: [], categories: [big], products: many }));
    const items = within(productList()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(200);
    expect(gridNames().slice(0, 3)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(productList().querySelectorAll('*').length).toBeLessThan(800);
  });
});

describe('ui-contract Menu: "Search products"', () => {
  test('filters by name across every category the selected group allows, then clearing brings the category back', async () => {
    const { user } = renderMenu();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'e');
    // Burgers and Sides are in the Mains group; Latte and Brownie also match but are outside it.
    await waitFor(() => expect(gridNames()).toEqual(['Cheeseburger', 'Veggie Burger', 'Fries', 'Olives']));
    await user.type(search, 'es');
    await waitFor(() => expect(gridNames()).toEqual(['Cheeseburger']));
    await user.clear(search);
    expect(gridNames()).toEqual(['Cheeseburger', 'Veggie Burger']);
  });

  test('a PLU typed finds its product first whatever group is shown; a tap sells it under the brand that lists it, as a scan would', async () => {
    // Salads are on Corner Cafe's menu (no groups, every category) and in no group of Grill House.
    const salads = makeCategory({ id: 6, name: 'Salads' });
    const fattoush = makeProductIn(salads, { id: 601, name: 'Fattoush', plu: '61' });
    const base = menuCatalog();
    const plus = { ...base, categories: [...base.categories, salads], products: [...base.products, fattoush] };
    const withLatte = { ...plus, products: plus.products.map((p) => (p.id === latte.id ? { ...p, plu: '0012' } : p)) };
    const { user, onChoose } = renderMenu(withLatte);
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    // Latte is in "Drinks & Sweets"; "Mains" is shown.
    await user.type(search, '12');
    await waitFor(() => expect(gridNames()).toEqual(['Latte']));
    await user.click(within(productList()).getByRole('button', { name: /^Latte/ }));
    expect(onChoose).toHaveBeenLastCalledWith({ product: expect.objectContaining({ id: latte.id }) });

    await user.clear(search);
    await user.type(search, '٦١');
    await waitFor(() => expect(gridNames()).toEqual(['Fattoush']));
    await user.click(within(productList()).getByRole('button', { name: /^Fattoush/ }));
    expect(onChoose).toHaveBeenLastCalledWith({ product: fattoush, brandId: 20 });
  });

  test('no match says so', async () => {
    const { user } = renderMenu();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pizza');
    expect(await screen.findByText('No products match “pizza”.')).toBeInTheDocument();
    expect(gridNames()).toEqual([]);
  });

  test('more matches than the grid shows are counted', async () => {
    const big = makeCategory({ id: 9, name: 'Everything' });
    const many = Array.from({ length: SEARCH_LIMIT + 50 }, (_, i) => makeProductIn(big, { id: 10_000 + i, name: `Tea ${i + 1}` }));
    const { user } = renderMenu(menuCatalog({ brands: [], categories: [big], products: many }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'tea');
    expect(await screen.findByText(`Showing ${SEARCH_LIMIT} of ${SEARCH_LIMIT + 50} matches: type more to narrow the search.`)).toBeInTheDocument();
  });

  test('tapping a category tab while searching clears the search and shows that category', async () => {
    const { user } = renderMenu();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'fries');
    await waitFor(() => expect(gridNames()).toEqual(['Fries']));
    await user.click(screen.getByRole('tab', { name: 'Burgers' }));
    expect(search).toHaveValue('');
    expect(gridNames()).toEqual(['Cheeseburger', 'Veggie Burger']);
  });
});

describe('ui-contract Menu: "Deals"', () => {
  test('the Deals dialog lists the combos as buttons named by product name; choosing one hands it over and closes', async () => {
    const { user, onChoose, index } = renderMenu();
    expect(gridNames()).not.toContain('Burger Meal');
    await user.click(screen.getByRole('button', { name: 'Deals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deals' });
    expect(within(dialog).getByRole('button', { name: 'Burger Meal' })).toBeInTheDocument();
    const family = within(dialog).getByRole('button', { name: 'Family Box' });
    expect(family).toHaveAttribute('aria-disabled', 'true');
    expect(family).toHaveTextContent('Sold out');
    await user.click(family);
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Burger Meal' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ product: productById(index, 501) });
    expect(screen.queryByRole('dialog', { name: 'Deals' })).toBeNull();
  });

  test('"Close" and Escape close the Deals dialog without choosing', async () => {
    const { user, onChoose } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Deals' }));
    await screen.findByRole('dialog', { name: 'Deals' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deals' }));
    await screen.findByRole('dialog', { name: 'Deals' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deals' })).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
  });

  test('there is no "Deals" button when the branch sells no combos', () => {
    const catalog = menuCatalog();
    renderMenu({ ...catalog, products: catalog.products.filter((p) => p.is_combo === 0) });
    expect(screen.queryByRole('button', { name: 'Deals' })).toBeNull();
  });
});
