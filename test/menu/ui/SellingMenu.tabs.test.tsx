// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { activateLanguage } from '../../../src/i18n/i18n';
import { makeBrand, makeSession } from '../../kit/factories';
import { burgers, gridNames, menuCatalog, renderMenu, selectedTab, sides, tabNames } from './menuFixture';

describe('ui-contract Menu: tab lists and their names', () => {
  test('2.10.9 "Brands" has one tab per brand named by brand_name, the first brand selected', () => {
    renderMenu();
    expect(tabNames('Brands')).toEqual(['Grill House', 'Corner Cafe']);
    expect(selectedTab('Brands')).toBe('Grill House');
  });

  test('2.10.8 Unify mode adds a tab named "Unify Brand" and starts on it', () => {
    renderMenu(menuCatalog({ session: makeSession({ config: { unify_mode: 1 } }) }));
    expect(tabNames('Brands')).toEqual(['Unify Brand', 'Grill House', 'Corner Cafe']);
    expect(selectedTab('Brands')).toBe('Unify Brand');
    expect(screen.queryByRole('tablist', { name: 'Groups' })).toBeNull();
  });

  test('there is no "Brands" tab list with a single brand', () => {
    renderMenu(menuCatalog({ brands: [makeBrand({ brand_id: 30, brand_name: 'Solo' })] }));
    expect(screen.queryByRole('tablist', { name: 'Brands' })).toBeNull();
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
  });

  test('2.10.2 "Groups" has one tab per group of the selected brand, the first selected', () => {
    renderMenu();
    expect(tabNames('Groups')).toEqual(['Mains', 'Drinks & Sweets']);
    expect(selectedTab('Groups')).toBe('Mains');
  });

  test('2.10.2 a brand without groups shows no "Groups" tab list and no scoping', () => {
    renderMenu(menuCatalog({ session: makeSession({ user: { brand_id: 20 } }) }));
    expect(selectedTab('Brands')).toBe('Corner Cafe');
    expect(screen.queryByRole('tablist', { name: 'Groups' })).toBeNull();
    expect(tabNames('Categories')).toEqual(['Burgers', 'Drinks', 'Sides', 'Desserts']);
  });

  test('2.10.4 "Categories" lists the rail in id order without Combo, the first one selected', () => {
    renderMenu();
    expect(tabNames('Categories')).toEqual(['Burgers', 'Sides']);
    expect(selectedTab('Categories')).toBe('Burgers');
    expect(screen.getByRole('tab', { name: 'Burgers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sides' })).toHaveAttribute('aria-selected', 'false');
  });
});

describe('the tabs in the language on screen', () => {
  afterEach(() => activateLanguage('en'));

  test('a language chosen while the menu is shown renames its tabs in place: categories by localize_name, the Unify brand by its message', async () => {
    const categories = [{ ...burgers, localize_name: 'برغر' }, { ...sides, localize_name: 'أطباق جانبية' }];
    renderMenu(menuCatalog({ session: makeSession({ config: { unify_mode: 1 }, user: { brand_id: 10 } }), categories }));
    expect(tabNames('Brands')[0]).toBe('Unify Brand');
    expect(tabNames('Categories')).toEqual(['Burgers', 'Sides']);
    await act(() => activateLanguage('ar'));
    expect(tabNames('العلامات التجارية')[0]).toBe('كل العلامات');
    expect(tabNames('الفئات')).toEqual(['برغر', 'أطباق جانبية']);
    await act(() => activateLanguage('en'));
    expect(tabNames('Categories')).toEqual(['Burgers', 'Sides']);
  });
});

describe('choosing groups and categories', () => {
  test('2.10.2 a group tab scopes the rail to its categories and selects its first category', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('tab', { name: 'Drinks & Sweets' }));
    expect(selectedTab('Groups')).toBe('Drinks & Sweets');
    expect(tabNames('Categories')).toEqual(['Drinks', 'Desserts']);
    expect(selectedTab('Categories')).toBe('Drinks');
    expect(gridNames()).toEqual(['Cola', 'Latte']);
  });

  test('2.10.5 a category tab shows that category’s products in the grid', async () => {
    const { user } = renderMenu();
    expect(gridNames()).toEqual(['Cheeseburger', 'Veggie Burger']);
    await user.click(screen.getByRole('tab', { name: 'Sides' }));
    expect(selectedTab('Categories')).toBe('Sides');
    expect(gridNames()).toEqual(['Fries', 'Olives']);
  });

  test('arrow keys move along the category rail and select as they go; only the selected tab is in the Tab order', async () => {
    const { user } = renderMenu(menuCatalog({ session: makeSession({ user: { brand_id: 20 } }) }));
    const rail = screen.getByRole('tablist', { name: 'Categories' });
    expect(rail).toHaveAttribute('aria-orientation', 'vertical');
    expect(within(rail).getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    within(rail).getByRole('tab', { name: 'Burgers' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Drinks' })).toHaveFocus();
    expect(selectedTab('Categories')).toBe('Drinks');
    expect(gridNames()).toEqual(['Cola', 'Latte']);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Desserts' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Burgers' })).toHaveFocus();
    expect(within(rail).getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  test('arrow keys move focus along the brand tabs without switching brand until Enter', async () => {
    const { user, onBrandSwitched } = renderMenu();
    screen.getByRole('tab', { name: 'Grill House' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Corner Cafe' })).toHaveFocus();
    expect(selectedTab('Brands')).toBe('Grill House');
    await user.keyboard('{Enter}');
    expect(selectedTab('Brands')).toBe('Corner Cafe');
    expect(onBrandSwitched).toHaveBeenCalledWith(20);
  });
});

describe('2.10.9 switching brand', () => {
  test('with an empty order the brand switches at once, and group and category go back to the defaults', async () => {
    const { user, onBrandSwitched } = renderMenu(menuCatalog({ brands: [cafeWithGroups(), grillFirst()] }));
    await user.click(screen.getByRole('tab', { name: 'Breakfast' }));
    await user.click(screen.getByRole('tab', { name: 'Grill House' }));
    expect(onBrandSwitched).toHaveBeenCalledWith(10);
    await user.click(screen.getByRole('tab', { name: 'Corner Cafe' }));
    expect(onBrandSwitched).toHaveBeenLastCalledWith(20);
    expect(selectedTab('Groups')).toBe('All day');
    expect(selectedTab('Categories')).toBe('Drinks');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('with lines in the order it asks first; "Keep order" keeps the brand and the order', async () => {
    const { user, onBrandSwitched } = renderMenu(undefined, { orderHasLines: true });
    await user.click(screen.getByRole('tab', { name: 'Corner Cafe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch brand?' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onBrandSwitched).not.toHaveBeenCalled();
    expect(selectedTab('Brands')).toBe('Grill House');
  });

  test('with lines in the order, "Switch brand" tells the shell (which empties the order) and switches', async () => {
    const { user, onBrandSwitched } = renderMenu(undefined, { orderHasLines: true });
    await user.click(screen.getByRole('tab', { name: 'Corner Cafe' }));
    await user.click(screen.getByRole('button', { name: 'Switch brand' }));
    expect(onBrandSwitched).toHaveBeenCalledExactlyOnceWith(20);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(selectedTab('Brands')).toBe('Corner Cafe');
    expect(tabNames('Categories')).toEqual(['Burgers', 'Drinks', 'Sides', 'Desserts']);
  });

  test('Escape answers "Keep order"', async () => {
    const { user, onBrandSwitched } = renderMenu(undefined, { orderHasLines: true });
    await user.click(screen.getByRole('tab', { name: 'Corner Cafe' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onBrandSwitched).not.toHaveBeenCalled();
  });

  test('2.10.9 the order\'s brand is the selected tab, whatever this screen chose before (a reload, another tab)', async () => {
    const { user, onBrandSwitched } = renderMenu(undefined, { orderHasLines: true, pinnedBrandId: 20 });
    expect(selectedTab('Brands')).toBe('Corner Cafe');
    expect(tabNames('Categories')).toEqual(['Burgers', 'Drinks', 'Sides', 'Desserts']);
    await user.click(screen.getByRole('tab', { name: 'Desserts' }));
    expect(selectedTab('Categories')).toBe('Desserts');
    await user.click(screen.getByRole('tab', { name: 'Corner Cafe' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Grill House' }));
    expect(await screen.findByRole('alertdialog', { name: 'Switch brand?' })).toBeVisible();
    expect(onBrandSwitched).not.toHaveBeenCalled();
  });

  test('tapping the brand already selected asks nothing and switches nothing', async () => {
    const { user, onBrandSwitched } = renderMenu(undefined, { orderHasLines: true });
    await user.click(screen.getByRole('tab', { name: 'Grill House' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onBrandSwitched).not.toHaveBeenCalled();
  });
});

function cafeWithGroups() {
  return makeBrand({
    brand_id: 20,
    brand_name: 'Corner Cafe',
    groups: [
      { group_id: 21, group_name: 'All day', group_thumbnail: '', group_description: null, brand_id: 20, categories: [2, 4] },
      { group_id: 22, group_name: 'Breakfast', group_thumbnail: '', group_description: null, brand_id: 20, categories: [4] },
    ],
  });
}

function grillFirst() {
  return makeBrand({ brand_id: 10, brand_name: 'Grill House', groups: [] });
}
