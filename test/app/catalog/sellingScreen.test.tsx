// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { CatalogSource } from '../../../src/app/catalog/source';
import { SellingScreen } from '../../../src/app/SellingScreen';
import type { Product } from '../../../src/core/catalog';
import { dispatchCart, readCart } from '../../../src/db/cart';
import { memoryQueries } from '../../../src/menu/memoryQueries';
import { catalogViews } from '../../../src/menu/deriveViews';
import { added, contextFor } from '../../kit/cart';
import { ids, kwdMenu } from '../../kit/catalogs';
import { openTestDb } from '../../kit/db';
import { makeCatalog, makeCategory, makeItem, makeLineRequest, makeLink, makeModifierGroup, makeProductIn } from '../../kit/factories';
import { renderWithDb } from '../../kit/render';

afterEach(cleanup);
// What a tap opens is loaded lazily (the picker, its opening rule, a line's editor), and Vitest
// transforms each on its first import: seconds on a busy machine, longer than a lookup waits.
// Imported once here, the tests wait for the app's own states, not for the transform.
beforeAll(() => Promise.all([
  import('../../../src/picker/ui/PickerDialog'),
  import('../../../src/picker/opening'),
  import('../../../src/cart/ui/LineEditor'),
]));

const catalog = kwdMenu();
const ctx = contextFor(catalog);

/**
 * A source of `catalog` holding no listing: the order's products are asked of the whole
 * generation, which answers once `wait` for those ids resolves.
 */
function sourceWaiting(wait: (wanted: readonly number[]) => Promise<void>): CatalogSource {
  const whole = memoryQueries((gen) => (gen === 1 ? catalog : null));
  const { head } = catalogViews(catalog, 1);
  return new CatalogSource({
    client: new QueryClient(),
    head: { gen: 1, session: catalog.session, channels: catalog.channels, head },
    readExtras: () => Promise.resolve({ modifierGroups: catalog.modifierGroups, addons: catalog.addons }),
    readListings: (asked) => Promise.resolve(new Map(asked.map((id) => [id, undefined]))),
    queries: { ...whole, products: async (gen, wanted): Promise<Product[] | null> => {
      await wait(wanted);
      return whole.products(gen, wanted);
    } },
  });
}

test('an order held from before (a reload) waits for its lines\' products, then is shown and changed at its quoted prices', async () => {
  const db = openTestDb();
  const brand = catalog.session.user.brand_id ?? 0;
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.burger }), crypto.randomUUID(), brand), ctx, brand);

  // The screen holds no listing with the burger: it is asked of the whole generation, which answers when let.
  let answer: () => void = () => undefined;
  const asked: number[][] = [];
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const source = sourceWaiting(async (wanted) => {
    asked.push([...wanted]);
    await gate;
  });
  renderWithDb(<SellingScreen source={source} availability={catalog} />, db);

  // Until then the order is not drawn: no line could be priced, and none is shown as changed.
  await waitFor(() => expect(asked).toEqual([[ids.burger]]));
  expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  expect(screen.queryByText('Quoted price: the menu price has changed since')).not.toBeInTheDocument();

  answer();
  const order = await screen.findByRole('region', { name: 'Current order' });
  expect(within(order).getByText('Chicken burger')).toBeInTheDocument();
  expect(screen.queryByText('Quoted price: the menu price has changed since')).not.toBeInTheDocument();
  // The line's editor opens on a tap of the line.
  await userEvent.click(within(within(order).getByRole('listitem')).getAllByRole('button')[0]!);
  await userEvent.click(await within(order).findByRole('button', { name: /Increase quantity/ }));
  await waitFor(async () => expect((await readCart(db, brand)).lines[0]?.quantity).toBe(2));
});

test('a product with options tapped before the option groups are read opens its picker once they are in', async () => {
  const drinks = makeCategory({ id: 1, name: 'Drinks' });
  const milk = makeModifierGroup({ id: 7, name: 'Milk', items: [makeItem({ id: 71, modifier_id: 7, name: 'Oat milk' })] });
  // Required with nothing pre-ticked (a maximum of 2 takes no first-item default): it must be asked.
  const latte = makeProductIn(drinks, { id: 11, name: 'Latte', modifiers: [makeLink({ modifier_id: 7, min_allowed: 1, max_allowed: 2 })] });
  const menu = makeCatalog({ categories: [drinks], products: [latte], modifierGroups: [milk] });
  const { head, listings } = catalogViews(menu, 1);
  let answer: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const source = new CatalogSource({
    client: new QueryClient(),
    head: { gen: 1, session: menu.session, channels: [], head },
    listings,
    readListings: () => Promise.resolve(new Map()),
    readExtras: async () => (await gate, { modifierGroups: menu.modifierGroups, addons: [] }),
    queries: memoryQueries((gen) => (gen === 1 ? menu : null)),
  });
  const db = openTestDb();
  renderWithDb(<SellingScreen source={source} availability={menu} />, db);

  await userEvent.click(await screen.findByRole('button', { name: /^Latte/ }));
  expect(screen.queryByRole('dialog', { name: 'Latte' })).not.toBeInTheDocument();
  answer();
  const picker = await screen.findByRole('dialog', { name: 'Latte' });
  expect(within(picker).getByText('Oat milk')).toBeInTheDocument();
});

test('a line another tab adds, of a product this screen has not met, shows at once: the order and a dialog over it stay, and only what prices a line waits for the product', async () => {
  const db = openTestDb();
  const brand = catalog.session.user.brand_id ?? 0;
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.burger }), crypto.randomUUID(), brand), ctx, brand);
  const gates = new Map<number, Promise<void>>();
  let answerFries: () => void = () => undefined;
  gates.set(ids.fries, new Promise<void>((resolve) => (answerFries = resolve)));
  const source = sourceWaiting(async (wanted) => void (await Promise.all(wanted.map((id) => gates.get(id)))));
  renderWithDb(<SellingScreen source={source} availability={catalog} />, db);
  const order = await screen.findByRole('region', { name: 'Current order' });
  await userEvent.click(within(order).getByRole('button', { name: 'Parked orders' }));
  const parked = await screen.findByRole('dialog', { name: 'Parked orders' });

  // The other tab adds fries, which this screen has not read yet.
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.fries }), crypto.randomUUID(), brand), ctx, brand);
  await waitFor(() => expect(within(order).getAllByRole('listitem')).toHaveLength(2));
  expect(parked).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Current order' })).toBe(order);
  expect(within(order).getByRole('button', { name: 'Pay' })).toBeDisabled();
  const [, fries] = within(order).getAllByRole('listitem');
  await userEvent.click(within(fries!).getAllByRole('button')[0]!);
  expect(await within(fries!).findByRole('button', { name: /Increase quantity/ })).toBeDisabled();
  expect(screen.queryByText('Quoted price: the menu price has changed since')).not.toBeInTheDocument();

  answerFries();
  await waitFor(() => expect(within(order).getByRole('button', { name: 'Pay' })).toBeEnabled());
  expect(within(fries!).getByRole('button', { name: /Increase quantity/ })).toBeEnabled();
  expect(parked).toBeInTheDocument();
});
