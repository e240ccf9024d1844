import { describe, expect, test } from 'vitest';
import { buildMenuIndex } from '../../../src/menu/fullMenuIndex';
import {
  createMenuStore,
  INITIAL_MENU_STATE,
  menuSelectionReducer,
  type MenuEvent,
  type MenuSelectionState,
} from '../../../src/menu/ui/menuStore';
import { menuCatalog } from './menuFixture';

const index = buildMenuIndex(menuCatalog());
const state = (overrides: Partial<MenuSelectionState> = {}): MenuSelectionState => ({ ...INITIAL_MENU_STATE, ...overrides });
const ids = (s: MenuSelectionState) => [s.brandId, s.groupId, s.categoryId];

describe('menu selection events', () => {
  test.each<[string, MenuSelectionState, MenuEvent, (number | null)[]]>([
    ['2.10.9 a brand switch resets group and category to the new brand’s defaults',
      state({ brandId: 10, groupId: 12, categoryId: 4 }), { type: 'brandSwitched', brand_id: 20 }, [20, null, 1]],
    ['2.10.9 switching back to a brand starts again at its first group',
      state({ brandId: 20, groupId: null, categoryId: 3 }), { type: 'brandSwitched', brand_id: 10 }, [10, 11, 1]],
    ['2.10.2 a group no category was chosen in opens at the first of its rail',
      state({ brandId: 10, groupId: 11, categoryId: 3 }), { type: 'groupSelected', group_id: 12 }, [10, 12, 2]],
    ['2.10.2 a group chosen before any brand was tapped belongs to the default brand',
      state(), { type: 'groupSelected', group_id: 12 }, [10, 12, 2]],
    ['2.10.4 a category on the rail is selected',
      state({ brandId: 10, groupId: 11, categoryId: 1 }), { type: 'categorySelected', category_id: 3 }, [10, 11, 3]],
  ])('%s', (_, before, event, expected) => {
    expect(ids(menuSelectionReducer(before, event, index))).toEqual(expected);
  });

  test.each<[string, MenuSelectionState, MenuEvent]>([
    ['a group of another brand', state({ brandId: 20 }), { type: 'groupSelected', group_id: 11 }],
    ['a category off the rail of the selected group', state({ brandId: 10, groupId: 11 }), { type: 'categorySelected', category_id: 2 }],
    ['the Combo category (2.10.4)', state({ brandId: 20 }), { type: 'categorySelected', category_id: 5 }],
    ['a brand that is not listed', state(), { type: 'brandSwitched', brand_id: 99 }],
    ['a switch request for a brand that is not listed', state(), { type: 'brandSwitchRequested', brand_id: 99 }],
    ['the same search text', state({ searchText: 'tea' }), { type: 'searchChanged', text: 'tea' }],
    ['closing Deals when it is closed', state(), { type: 'dealsClosed' }],
    ['cancelling when no switch is waiting', state(), { type: 'brandSwitchCancelled' }],
  ])('%s changes nothing (the same state comes back)', (_, before, event) => {
    expect(menuSelectionReducer(before, event, index)).toBe(before);
  });

  test('a requested switch waits; a cancel drops it; a switch clears it', () => {
    const asked = menuSelectionReducer(state({ brandId: 10 }), { type: 'brandSwitchRequested', brand_id: 20 }, index);
    expect(asked.pendingBrandId).toBe(20);
    expect(asked.brandId).toBe(10);
    expect(menuSelectionReducer(asked, { type: 'brandSwitchCancelled' }, index)).toMatchObject({ brandId: 10, pendingBrandId: null });
    expect(menuSelectionReducer(asked, { type: 'brandSwitched', brand_id: 20 }, index)).toMatchObject({ brandId: 20, pendingBrandId: null });
  });

  test('choosing a brand, group or category clears the search so the grid shows the choice', () => {
    const searching = state({ brandId: 10, groupId: 11, categoryId: 1, searchText: 'fries' });
    for (const event of [
      { type: 'brandSwitched', brand_id: 20 },
      { type: 'groupSelected', group_id: 12 },
      { type: 'categorySelected', category_id: 1 },
    ] as const) {
      expect(menuSelectionReducer(searching, event, index).searchText).toBe('');
    }
  });

  test('the store holds ids only and notifies nobody when an event changes nothing', () => {
    const store = createMenuStore();
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().dispatch({ type: 'categorySelected', category_id: 2 }, index);
    expect(notified).toBe(0);
    store.getState().dispatch({ type: 'groupSelected', group_id: 12 }, index);
    expect(notified).toBe(1);
    const { dispatch: _, ...held } = store.getState();
    expect(held).toEqual({ brandId: 10, groupId: 12, categoryId: 2, searchText: '', dealsOpen: false, pendingBrandId: null, lastCategory: {} });
  });

  test('going back to a group opens the category last chosen in it, not its first', () => {
    let s = state({ brandId: 10, groupId: 11, categoryId: 1 });
    s = menuSelectionReducer(s, { type: 'categorySelected', category_id: 3 }, index);
    s = menuSelectionReducer(s, { type: 'groupSelected', group_id: 12 }, index);
    expect(ids(s)).toEqual([10, 12, 2]);
    s = menuSelectionReducer(s, { type: 'groupSelected', group_id: 11 }, index);
    expect(ids(s)).toEqual([10, 11, 3]);
  });

  test('a remembered category no longer on the group\'s rail falls back to its first', () => {
    const s = state({ brandId: 10, groupId: 12, categoryId: 2, lastCategory: { '10:11': 2 } });
    expect(ids(menuSelectionReducer(s, { type: 'groupSelected', group_id: 11 }, index))).toEqual([10, 11, 1]);
  });
});

describe('2.10.9 the open order pins the brand', () => {
  test('after a reload the store is fresh, yet groups and categories are those of the order\'s brand', () => {
    // Corner Cafe (20) pins the menu; the fresh store's default is Grill House (10).
    const fresh = state();
    const cafeCategory = menuSelectionReducer(fresh, { type: 'categorySelected', category_id: 4 }, index, 20);
    expect(ids(cafeCategory)).toEqual([20, null, 4]);
    // Without the pin, Desserts (4) is off the rail of Grill House's first group.
    expect(menuSelectionReducer(fresh, { type: 'categorySelected', category_id: 4 }, index)).toBe(fresh);
  });

  test('a group of the brand the store last chose is not offered while the order pins another', () => {
    const grill = state({ brandId: 10, groupId: 11, categoryId: 1 });
    expect(menuSelectionReducer(grill, { type: 'groupSelected', group_id: 12 }, index, 20)).toBe(grill);
  });
});
