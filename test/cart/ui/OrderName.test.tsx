// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { cartRulesFrom } from '../../../src/cart/rules';
import { contextFor } from '../../kit/cart';
import { ids } from '../../kit/catalogs';
import { makeLineRequest } from '../../kit/factories';
import { cartOf, saleMenu } from '../../kit/orders';
import { Harness } from './harness';

const ctx = contextFor(saleMenu, cartRulesFrom(saleMenu));
const order = cartOf(2, makeLineRequest({ product_id: ids.burger }));

test('an order opened again from "Parked orders" shows its name at the head of the order', () => {
  render(<Harness initial={{ ...order, name: 'Table 4' }} ctx={ctx} />);
  const panel = within(screen.getByRole('region', { name: 'Current order' }));
  expect(panel.getByRole('heading', { name: 'Table 4' })).toBeInTheDocument();
});

test('an order never parked shows no name', () => {
  render(<Harness initial={order} ctx={ctx} />);
  expect(within(screen.getByRole('region', { name: 'Current order' })).queryByRole('heading')).toBeNull();
});
