// @vitest-environment jsdom
/**
 * Names from the server are text, never markup: the selling menu, the order panel and the
 * option picker render product, category, brand, group, option, instruction, add-on, channel
 * and note texts holding HTML, a bidi override or Arabic exactly as sent, and no element or
 * handler is created from them.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartReducer, emptyCart, isCartRefusal } from '../../src/cart/cart';
import { buildPricingIndex, priceLine } from '../../src/cart/pricing';
import { cartRulesFrom } from '../../src/cart/rules';
import { OrderPanel } from '../../src/cart/ui/OrderPanel';
import type { Catalog } from '../../src/core/catalog';
import type { LineRequest } from '../../src/core/line';
import { money } from '../../src/core/money';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { createMenuStore, type MenuSelectionState } from '../../src/menu/ui/menuStore';
import { fullIndexQueries } from '../kit/fullIndexQueries';
import { SellingMenu } from '../../src/menu/ui/SellingMenu';
import { buildPickerIndex } from '../../src/picker/pickerIndex';
import { type PriceLine } from '../../src/picker/result';
import { PickerDialog } from '../../src/picker/ui/PickerDialog';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeItem, makeLink, makeModifierGroup, makeProduct, makeProductIn } from '../kit/factories';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const RLO = '\u202Eevil';
const ARABIC = 'شاي بِالنَّعْنَاع';
const SVG = '"><svg onload=alert(1)>';
const BOLD = 'Cafe\u0301 <b>bold</b>';
const ESCAPED = '&lt;escaped&gt; &amp;';

const alert = vi.fn();
beforeEach(() => {
  alert.mockReset();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

/** Nothing the data spelled as markup became an element, an attribute or a call. */
function expectInert(): void {
  expect(document.querySelectorAll('script, svg, b, img[src="x"]')).toHaveLength(0);
  expect(document.querySelectorAll('[onerror], [onload]')).toHaveLength(0);
  expect(alert).not.toHaveBeenCalled();
}

/** Each text appears in the page exactly as sent (entities not decoded, controls not dropped). */
function expectLiteral(...texts: string[]): void {
  const page = document.body.textContent ?? '';
  for (const text of texts) expect(page).toContain(text);
}

const dishes = makeCategory({ id: 1, name: IMG });
const drinks = makeCategory({ id: 2, name: ARABIC });
const deals = makeCategory({ id: 3, name: 'combo' });

function menuCatalog(): Catalog {
  return makeCatalog({
    brands: [
      makeBrand({
        brand_id: 10,
        brand_name: SCRIPT,
        groups: [
          makeBrandGroup({ group_id: 11, group_name: RLO, brand_id: 10, categories: [1] }),
          // The deal (301) is on this brand's menu: Deals lists the shown brand's deals only.
          makeBrandGroup({ group_id: 12, group_name: SVG, brand_id: 10, categories: [2, 3] }),
        ],
      }),
      makeBrand({ brand_id: 20, brand_name: ARABIC }),
    ],
    categories: [dishes, drinks, deals],
    products: [
      makeProductIn(dishes, { id: 101, name: IMG }),
      makeProductIn(dishes, { id: 102, name: RLO }),
      makeProductIn(dishes, { id: 103, name: BOLD, localize_name: SCRIPT }),
      makeProductIn(dishes, { id: 104, name: ESCAPED }),
      makeProductIn(drinks, { id: 201, name: ARABIC }),
      makeProductIn(deals, { id: 301, name: SVG, is_combo: 1 }),
    ],
  });
}

function renderMenu(state: Partial<MenuSelectionState> = {}, orderHasLines = false) {
  const index = buildMenuIndex(menuCatalog());
  return render(
    <SellingMenu
      index={index}
      queries={fullIndexQueries(index)}
      digits={3}
      orderHasLines={orderHasLines}
      store={createMenuStore(state)}
      onBrandSwitched={() => {}}
      onChoose={() => {}}
    />,
  );
}

describe('the selling menu (ui-contract "Menu")', () => {
  test('brand, group and category tabs and product names with markup, a bidi override or Arabic show as text', () => {
    renderMenu();
    expectInert();
    expect(within(screen.getByRole('tablist', { name: 'Brands' })).getAllByRole('tab').map((t) => t.textContent)).toEqual([SCRIPT, ARABIC]);
    expect(within(screen.getByRole('tablist', { name: 'Groups' })).getAllByRole('tab').map((t) => t.textContent)).toEqual([RLO, SVG]);
    expect(within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab').map((t) => t.textContent)).toEqual([IMG]);
    const names = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem').map((li) => li.querySelector('.product__name')?.textContent);
    expect(names).toEqual([IMG, RLO, BOLD, ESCAPED]);
    expect(screen.getByRole('button', { name: `${IMG} 1.000` })).toBeInTheDocument();
  });

  test('a search for markup finds the product named so, and a search that finds nothing quotes the text as typed', async () => {
    const { unmount } = renderMenu({ searchText: SCRIPT });
    // The second-language name is searched too (a product named in markup is still a product):
    // the four dishes give way to the one match.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: `${BOLD} 1.000` })).toBeInTheDocument();
    expectInert();
    unmount();
    renderMenu({ searchText: `${SVG} nothing` });
    expect(await screen.findByRole('status')).toHaveTextContent(`No products match “${SVG} nothing”.`, { normalizeWhitespace: false });
    expectInert();
  });

  test('the Deals list and the brand switch question show deal and brand names as text', async () => {
    const { unmount } = renderMenu({ dealsOpen: true });
    const deals = await screen.findByRole('dialog', { name: 'Deals' });
    expectInert();
    expect(within(deals).getByRole('button', { name: SVG })).toBeInTheDocument();
    unmount();
    renderMenu({ pendingBrandId: 20 }, true);
    await screen.findByRole('alertdialog');
    expectInert();
    expectLiteral(`Switching to ${ARABIC} empties the current order.`);
  });
});

/** One option group, an add-on, a combo slot with a child: every name hostile. */
function pickerCatalog(): { catalog: Catalog; product: ReturnType<typeof makeProduct> } {
  const sauces = makeModifierGroup({
    id: 90,
    name: SCRIPT,
    items: [
      makeItem({ id: 901, modifier_id: 90, name: IMG, actual_price: money(250), instructions: [{ id: 1, instruction: SVG, priority: 0 }] }),
      makeItem({ id: 902, modifier_id: 90, name: ARABIC, actual_price: money(100) }),
    ],
  });
  const sides = makeCategory({ id: 5, name: RLO });
  const child = makeProductIn(sides, { id: 51, name: BOLD, combo_price: money(500) });
  const product = makeProduct({
    id: 50,
    name: ESCAPED,
    type: 'Deals',
    is_combo: 1,
    is_open_price: 1,
    categories: [{ category_id: 5, max_allowed: 1 }],
    modifiers: [makeLink({ modifier_id: 90, min_allowed: 1, max_allowed: 2 })],
    auto_selected_modifier_items: [901],
  });
  const addon = makeProduct({ id: 70, name: SVG, type: 'deals', is_addon: 1, actual_price: money(300) });
  return { catalog: makeCatalog({ modifierGroups: [sauces], categories: [sides], products: [product, child], addons: [addon] }), product };
}

test('the option picker shows product, group, option, instruction, add-on, slot and child names as text', () => {
  const { catalog, product } = pickerCatalog();
  const pricing = buildPricingIndex(catalog);
  const price: PriceLine = (request) => {
    const priced = priceLine(request, { index: pricing, channelId: null });
    return priced.ok ? { unit: priced.line.unit_price, total: priced.line.total } : null;
  };
  render(<PickerDialog product={product} index={buildPickerIndex(catalog)} digits={3} price={price} onAdd={() => {}} onCancel={() => {}} />);
  expectInert();
  const dialog = within(screen.getByRole('dialog', { name: ESCAPED }));
  // A meal's picker shows one step at a time: each name is looked for on the step showing it.
  const shown = new Map<string, HTMLElement>();
  let text = '';
  const look = {
    pretick: () => dialog.queryByRole('checkbox', { name: `${IMG} +0.250` }),
    option: () => dialog.queryByRole('checkbox', { name: `${ARABIC} +0.100` }),
    instruction: () => dialog.queryByRole('button', { name: SVG }),
    addon: () => dialog.queryByRole('checkbox', { name: `${SVG} +0.300` }),
    child: () => dialog.queryByRole('checkbox', { name: `${BOLD} +0.500` }),
  };
  const visit = () => {
    text += document.body.textContent ?? '';
    for (const [what, find] of Object.entries(look)) {
      const element = find();
      if (element && !shown.has(what)) shown.set(what, element);
    }
    expectInert();
  };
  visit();
  const tiles = () => within(dialog.getByRole('list', { name: 'Steps' })).getAllByRole('button');
  for (let i = 0; i < tiles().length; i++) {
    fireEvent.click(tiles()[i]!);
    visit();
  }
  expect([...shown.keys()].sort()).toEqual(Object.keys(look).sort());
  expect(shown.get('pretick')).toBeChecked();
  expect(shown.get('option')).not.toBeChecked();
  for (const literal of [SCRIPT, RLO]) expect(text).toContain(literal);
});

test('the order panel shows line, option, instruction, add-on, child, note and channel texts as text', () => {
  const { catalog } = pickerCatalog();
  const ctx = { rules: cartRulesFrom(catalog), pricing: buildPricingIndex(catalog) };
  const request: LineRequest = {
    product_id: 50,
    quantity: 2,
    weight_g: null,
    open_price: money(1000),
    options: [{ item_id: 901, modifier_id: 90, quantity: 1, instructions: [1] }],
    addons: [{ product_id: 70, quantity: 1 }],
    children: [{ product_id: 51, slot_category_id: 5, quantity: 1, options: [] }],
    note: `${IMG} ${ARABIC}`,
  };
  const priced = priceLine(request, { index: ctx.pricing, channelId: null });
  if (!priced.ok) throw new Error(`the line does not price: ${priced.reason}`);
  const state = cartReducer(emptyCart(1, null), { type: 'lineAdded', line_id: 'l1', brand_id: 1, request, priced: priced.line }, ctx);
  if (isCartRefusal(state)) throw new Error(`the cart refused the line: ${state.reason}`);
  render(
    <OrderPanel
      state={state}
      digits={3}
      channels={[{ channel_id: 4, channel_name: SCRIPT }]}
      discountCap={() => 0}
      onEvent={() => null}
      onPay={() => {}}
    />,
  );
  expectInert();
  const line = within(screen.getByRole('list', { name: 'Order' }));
  expect(line.getByText(ESCAPED)).toBeInTheDocument();
  expectLiteral(`${IMG} (${SVG})`, `+ ${SVG}`, BOLD, `Note: ${IMG} ${ARABIC}`);
  expect(screen.getByRole('option', { name: SCRIPT })).toBeInTheDocument();
});
