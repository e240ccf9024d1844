// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { CartEvent, CartState } from '../../../src/cart/cart';
import { emptyCart } from '../../../src/cart/cart';
import type { Catalog } from '../../../src/core/catalog';
import { KioskScreen } from '../../../src/checkout/ui/KioskScreen';
import { buildMenuIndex } from '../../../src/menu/fullMenuIndex';
import type { MenuChoice } from '../../../src/menu/ui/SellingMenu';
import { fullIndexQueries } from '../../kit/fullIndexQueries';
import { cartOf, exampleBurger } from '../../kit/orders';
import { gridNames, grill, menuCatalog, selectedTab, tabNames } from '../../menu/ui/menuFixture';

function renderKiosk({ catalog = menuCatalog(), cart = emptyCart(grill.brand_id, null) }: { catalog?: Catalog; cart?: CartState } = {}) {
  const onChoose = vi.fn<(choice: MenuChoice) => void>();
  const onChangeBrand = vi.fn();
  const onPay = vi.fn();
  const onCartEvent = vi.fn((_event: CartEvent) => null);
  const index = buildMenuIndex(catalog);
  render(
    <KioskScreen
      index={index}
      queries={fullIndexQueries(index)}
      digits={3}
      order={{ cart, menuBrandId: grill.brand_id, onCartEvent }}
      problems={[]}
      onChoose={onChoose}
      onPay={onPay}
      onChangeBrand={onChangeBrand}
    />,
  );
  return { user: userEvent.setup(), onChoose, onChangeBrand, onPay, onCartEvent };
}

describe('the kiosk screen', () => {
  test('one rail of the brand\'s categories, from all its groups; no group tabs, search, channel or discount', async () => {
    const { user, onChoose } = renderKiosk();
    expect(tabNames('Categories')).toEqual(['Burgers', 'Drinks', 'Sides', 'Desserts']);
    expect(selectedTab('Categories')).toBe('Burgers');
    for (const missing of ['Groups', 'Brands']) expect(screen.queryByRole('tablist', { name: missing })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sales channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discount' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Deals/ })).toBeNull();

    // A category of another group is one tap away, and a product tap is handed on.
    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(gridNames()).toEqual(['Cola', 'Latte']);
    await user.click(within(screen.getByRole('list', { name: 'Products' })).getByRole('button', { name: /^Latte/ }));
    expect(onChoose).toHaveBeenCalledWith({ product: expect.objectContaining({ name: 'Latte' }) });
  });

  test('"Change brand" with an empty order goes back at once, asking nothing', async () => {
    const empty = renderKiosk();
    await empty.user.click(screen.getByRole('button', { name: 'Change brand' }));
    expect(empty.onChangeBrand).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('"Change brand" over an order with lines asks "Change brand?": "Keep order" changes nothing, "Change brand" goes back', async () => {
    const { user, onChangeBrand } = renderKiosk({ cart: cartOf(grill.brand_id, exampleBurger) });
    await user.click(screen.getByRole('button', { name: 'Change brand' }));
    const ask = screen.getByRole('alertdialog', { name: 'Change brand?' });
    expect(ask).toHaveTextContent('Your order is emptied when you choose another brand.');
    expect(within(ask).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep order' }));
    expect(onChangeBrand).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change brand' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Change brand?' })).getByRole('button', { name: 'Change brand' }));
    expect(onChangeBrand).toHaveBeenCalledTimes(1);
  });

  test('a tenant with one brand offers no "Change brand"', () => {
    renderKiosk({ catalog: menuCatalog({ brands: [grill] }) });
    expect(screen.getByRole('heading', { name: 'Grill House' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change brand' })).toBeNull();
  });

  test('the order is in view beside the menu, with its lines, total and "Pay"', () => {
    renderKiosk({ cart: cartOf(grill.brand_id, exampleBurger) });
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getAllByRole('listitem')).toHaveLength(1);
    expect(within(order).getByLabelText('Order total')).toBeVisible();
    expect(within(order).getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
