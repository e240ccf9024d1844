import { expect, test } from 'vitest';
import { priceLabel } from '../../../src/menu/ui/ProductCard';
import { makeProduct, m } from '../../kit/factories';

const DELIVERY = 4;
const level = (price: string) => [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m(price) }];

test.each([
  ['no channel: actual_price', makeProduct({ actual_price: m('0.350'), price_levels: level('0.450') }), null, '0.350'],
  ['assumed-contracts 2: on a channel, its channel_actual_price', makeProduct({ actual_price: m('0.350'), price_levels: level('0.450') }), DELIVERY, '0.450'],
  ['assumed-contracts 2: a channel the product has no row for: actual_price', makeProduct({ actual_price: m('0.350') }), DELIVERY, '0.350'],
  ['2.2 a weighed product: the channel price per kg', makeProduct({ actual_price: m('3.500'), is_weightage_item: 1, price_levels: level('4.000') }), DELIVERY, '4.000 / kg'],
  ['2.2 an open-price product has no price to show', makeProduct({ is_open_price: 1, price_levels: level('9.000') }), DELIVERY, 'Open price'],
] as const)('a card shows the price charged on the order\'s channel: %s', (_rule, product, channelId, expected) => {
  expect(priceLabel(product, 3, channelId)).toBe(expected);
});
