/**
 * A small two-brand menu and a renderer for the selling menu over it, with a fresh store and
 * spies for `onChoose` and `onBrandSwitched`.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Catalog } from '../../../src/core/catalog';
import { money } from '../../../src/core/money';
import { buildMenuIndex } from '../../../src/menu/fullMenuIndex';
import { createMenuStore } from '../../../src/menu/ui/menuStore';
import { fullIndexQueries } from '../../kit/fullIndexQueries';
import { SellingMenu, type MenuChoice, type SellingMenuProps } from '../../../src/menu/ui/SellingMenu';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProductIn } from '../../kit/factories';

export const burgers = makeCategory({ id: 1, name: 'Burgers' });
export const drinks = makeCategory({ id: 2, name: 'Drinks' });
export const sides = makeCategory({ id: 3, name: 'Sides' });
export const desserts = makeCategory({ id: 4, name: 'Desserts' });
export const combo = makeCategory({ id: 5, name: 'Combo' });

export const cheeseburger = makeProductIn(burgers, { id: 101, name: 'Cheeseburger', actual_price: money(1750) });
export const veggie = makeProductIn(burgers, { id: 102, name: 'Veggie Burger', actual_price: money(1500), is_sold_out: 1 });
export const cola = makeProductIn(drinks, { id: 201, name: 'Cola', actual_price: money(350), barcode_value: '5449000000996' });
export const latte = makeProductIn(drinks, { id: 202, name: 'Latte', actual_price: money(1250), image: 'https://img.test/latte.png' });
export const fries = makeProductIn(sides, { id: 301, name: 'Fries', actual_price: money(600) });
export const brownie = makeProductIn(desserts, { id: 401, name: 'Brownie', actual_price: money(900) });
/** Sold by weight; a scale label carries item code 00042 (2.2 `is_weightage_item`). */
export const olives = makeProductIn(sides, { id: 302, name: 'Olives', actual_price: money(4000), is_weightage_item: 1, barcode_value: '42' });
export const mealDeal = makeProductIn(combo, { id: 501, name: 'Burger Meal', actual_price: money(2500), is_combo: 1, categories: [{ category_id: 1, max_allowed: 1 }] });
export const familyDeal = makeProductIn(combo, { id: 502, name: 'Family Box', actual_price: money(7000), is_combo: 1, is_sold_out: 1 });

export const grill = makeBrand({
  brand_id: 10,
  brand_name: 'Grill House',
  groups: [
    makeBrandGroup({ group_id: 11, group_name: 'Mains', brand_id: 10, categories: [1, 3, 5] }),
    makeBrandGroup({ group_id: 12, group_name: 'Drinks & Sweets', brand_id: 10, categories: [2, 4] }),
  ],
});
export const cafe = makeBrand({ brand_id: 20, brand_name: 'Corner Cafe', groups: [] });

export function menuCatalog(overrides: Partial<Catalog> = {}): Catalog {
  return makeCatalog({
    brands: [grill, cafe],
    categories: [burgers, drinks, sides, desserts, combo],
    products: [cheeseburger, veggie, cola, latte, fries, olives, brownie, mealDeal, familyDeal],
    ...overrides,
  });
}

export function renderMenu(
  catalog: Catalog = menuCatalog(),
  props: Partial<Omit<SellingMenuProps, 'index' | 'onChoose' | 'onBrandSwitched'>> = {},
  user = userEvent.setup(),
) {
  const onChoose = vi.fn<(choice: MenuChoice) => void>();
  const onBrandSwitched = vi.fn<(brandId: number) => void>();
  const store = createMenuStore();
  const index = buildMenuIndex(catalog);
  const view = render(
    <SellingMenu
      index={index}
      queries={fullIndexQueries(index)}
      digits={catalog.session.config.currency_decimals}
      orderHasLines={false}
      store={store}
      onChoose={onChoose}
      onBrandSwitched={onBrandSwitched}
      {...props}
    />,
  );
  return { ...view, user, store, index, onChoose, onBrandSwitched };
}

export function tabNames(listName: string): string[] {
  return within(screen.getByRole('tablist', { name: listName }))
    .getAllByRole('tab')
    .map((t) => t.textContent ?? '');
}

export function selectedTab(listName: string): string | null {
  const selected = within(screen.getByRole('tablist', { name: listName }))
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true');
  return selected.length === 1 ? (selected[0]!.textContent ?? null) : null;
}

/** The product names in the grid, in grid order. */
export function gridNames(): string[] {
  return within(screen.getByRole('list', { name: 'Products' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.product__name')?.textContent ?? '');
}
