/**
 * The selling menu's selection: brand, group, category, search text, whether the Deals list
 * is open, and a brand switch waiting for the cashier's answer. Ids only: the catalog stays
 * in the menu index, which each event that must check an id against the menu is given.
 *
 * Every id stored is one `menuView` resolved, so the store never holds a group of another
 * brand or a category off the rail; `null` means "the default" (2.10.2, 2.10.4, 2.10.9) and
 * is what a fresh till starts with. A stale id after a catalog sync is harmless: `menuView`
 * falls back to the defaults until the next choice stores a valid one.
 *
 * The brand here is the cashier's last choice on this screen, not the source of truth: while
 * the open order holds lines its stored brand pins the menu (`pinnedBrandId`, 2.10.9), so a
 * reload, a crash or a second tab opens on the order's brand. Events that check an id against
 * the menu are given that pinned brand and check it against the menu as shown.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MenuIndex } from '../menuIndex';
import { menuView, withOrderBrand, type MenuSelection } from '../menuView';

export interface MenuSelectionState extends MenuSelection {
  /** What the search box holds; non-blank = the grid shows search results. */
  readonly searchText: string;
  readonly dealsOpen: boolean;
  /** A brand tapped while the order holds lines, waiting for "Switch brand" or "Keep order". */
  readonly pendingBrandId: number | null;
  /** The category last chosen in each group (`groupKey`): going back to a group opens it. */
  readonly lastCategory: Readonly<Record<string, number>>;
}

/** A group's key in `lastCategory`: its brand's id and its own (a group id is its brand's). */
export const groupKey = (brandId: number | null, groupId: number | null): string => `${brandId ?? ''}:${groupId ?? ''}`;

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 * The selection's own fields (`brandId`) are state, not event fields.
 */
export type MenuEvent =
  | { type: 'brandSwitchRequested'; brand_id: number }
  | { type: 'brandSwitchCancelled' }
  | { type: 'brandSwitched'; brand_id: number }
  | { type: 'groupSelected'; group_id: number }
  | { type: 'categorySelected'; category_id: number }
  | { type: 'searchChanged'; text: string }
  | { type: 'dealsOpened' }
  | { type: 'dealsClosed' };

export const INITIAL_MENU_STATE: MenuSelectionState = Object.freeze({
  brandId: null,
  groupId: null,
  categoryId: null,
  searchText: '',
  dealsOpen: false,
  pendingBrandId: null,
  lastCategory: Object.freeze({}),
});

/** The ids `menuView` settles on for a selection: every default and fallback made explicit. */
function resolved(index: MenuIndex, selection: MenuSelection): MenuSelection {
  const view = menuView(index, selection);
  return {
    brandId: view.brand?.brand_id ?? null,
    groupId: view.group?.group_id ?? null,
    categoryId: view.category?.id ?? null,
  };
}

function isListedBrand(index: MenuIndex, brandId: number): boolean {
  return index.brands.some((b) => b.brand_id === brandId);
}

/**
 * Choosing a brand, group or category also clears the search, so the grid shows what was
 * chosen. A brand switch resets group and category to the new brand's defaults (2.10.9);
 * a group change opens the category last chosen in that group, or the first of its rail
 * (2.10.2, 2.10.4) when none was or it has left the rail. A choice
 * the menu does not offer (a group of another brand, a category off the rail) changes nothing.
 * `pinned` is the brand the open order pins (null when it is empty): groups and categories
 * are those of the menu as shown.
 */
export function menuSelectionReducer(
  state: MenuSelectionState,
  event: MenuEvent,
  index: MenuIndex,
  pinned: number | null = null,
): MenuSelectionState {
  const shown = withOrderBrand(state, pinned);
  switch (event.type) {
    case 'brandSwitchRequested':
      if (!isListedBrand(index, event.brand_id) || state.pendingBrandId === event.brand_id) return state;
      return { ...state, pendingBrandId: event.brand_id };
    case 'brandSwitchCancelled':
      return state.pendingBrandId === null ? state : { ...state, pendingBrandId: null };
    case 'brandSwitched': {
      if (!isListedBrand(index, event.brand_id)) return state;
      const ids = resolved(index, { brandId: event.brand_id, groupId: null, categoryId: null });
      return { ...state, ...ids, searchText: '', pendingBrandId: null };
    }
    case 'groupSelected': {
      const current = menuView(index, shown);
      if (!current.groups.some((g) => g.group_id === event.group_id)) return state;
      const brandId = current.brand?.brand_id ?? null;
      // The group's last category, where it is still on its rail; else its first.
      const ids = resolved(index, { brandId, groupId: event.group_id, categoryId: state.lastCategory[groupKey(brandId, event.group_id)] ?? null });
      return { ...state, ...ids, searchText: '' };
    }
    case 'categorySelected': {
      const current = menuView(index, shown);
      if (!current.rail.some((c) => c.id === event.category_id)) return state;
      if (shown === state && state.categoryId === event.category_id && state.searchText === '') return state;
      const ids = resolved(index, { ...shown, categoryId: event.category_id });
      const key = groupKey(ids.brandId, ids.groupId);
      return { ...state, ...ids, searchText: '', lastCategory: { ...state.lastCategory, [key]: event.category_id } };
    }
    case 'searchChanged':
      return state.searchText === event.text ? state : { ...state, searchText: event.text };
    case 'dealsOpened':
      return state.dealsOpen ? state : { ...state, dealsOpen: true };
    case 'dealsClosed':
      return state.dealsOpen ? { ...state, dealsOpen: false } : state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export interface MenuStoreState extends MenuSelectionState {
  /** `pinned`: the brand the open order pins, when it holds lines (2.10.9). */
  dispatch(event: MenuEvent, index: MenuIndex, pinned?: number | null): void;
}

export type MenuStore = StoreApi<MenuStoreState>;

export function createMenuStore(initial: Partial<MenuSelectionState> = {}): MenuStore {
  return createStore<MenuStoreState>()((set) => ({
    ...INITIAL_MENU_STATE,
    ...initial,
    // Returning the same state object tells zustand nothing changed, so no subscriber runs.
    dispatch: (event, index, pinned = null) => set((state) => {
      const next = menuSelectionReducer(state, event, index, pinned);
      return next === state ? state : next;
    }),
  }));
}

/** The till's menu selection; it outlives the menu component, so leaving the screen keeps it. */
export const menuStore: MenuStore = createMenuStore();
