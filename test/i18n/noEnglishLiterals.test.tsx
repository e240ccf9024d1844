// @vitest-environment jsdom
/**
 * Words on the screen are data (conventions 10): rendered in Arabic, the order panel, the
 * payment dialog and the receipt show no English word that is not catalog data (product,
 * option and brand names, ticket numbers). A literal written in a component instead of a
 * message of the catalog shows up here as an English word.
 */
import { afterEach, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { emptyCart } from '../../src/cart/cart';
import { activateLanguage } from '../../src/i18n/i18n';
import { PaymentDialog } from '../../src/checkout/ui/PaymentDialog';
import { Receipt } from '../../src/checkout/ui/Receipt';
import { money } from '../../src/core/money';
import { withLines } from '../kit/cart';
import { exampleBurger, exampleOrder, saleContext } from '../kit/orders';
import { Harness } from '../cart/ui/harness';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

/** Every English word of the rendered screen (text, labels, placeholders, titles), less the catalog's data. */
function englishWords(root: HTMLElement, data: readonly string[]): string[] {
  const texts = [root.textContent ?? ''];
  for (const el of root.querySelectorAll('*')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
  }
  let all = texts.join(' ');
  for (const d of [...data].sort((a, b) => b.length - a.length)) all = all.split(d).join(' ');
  all = all.replace(/T\d+-[0-9A-F]{4}-\d{6}/g, ' ');
  return [...new Set(all.match(/[A-Za-z]{2,}/g) ?? [])];
}

const order = exampleOrder();
const data = [
  ...order.lines.flatMap((l) => [l.name, ...l.options.map((o) => o.name), ...l.addons.map((a) => a.name), ...l.children.map((c) => c.name)]),
  ...order.lines.flatMap((l) => l.options.flatMap((o) => o.instructions.map((i) => i.instruction))),
  order.brand.brand_name,
  order.brand.brand_address ?? '',
  order.brand.brand_email ?? '',
  order.brand.brand_phone ?? '',
].filter((d) => d !== '');

test('the order panel in Arabic has no English word outside the catalog data', async () => {
  await activateLanguage('ar');
  const cart = withLines(emptyCart(1, null), saleContext, [exampleBurger]);
  const { container } = render(<Harness initial={cart} ctx={saleContext} />);
  expect(englishWords(container, data)).toEqual([]);
});

test('the payment dialog in Arabic has no English word', async () => {
  await activateLanguage('ar');
  render(<PaymentDialog total={money(4600)} digits={3} onComplete={async () => {}} onCancel={() => {}} />);
  expect(englishWords(document.body, data)).toEqual([]);
});

test('the receipt in Arabic has no English word outside the catalog data', async () => {
  await activateLanguage('ar');
  render(<Receipt order={order} date="16/03/2026, 14:05" onNewSale={() => {}} />);
  expect(englishWords(document.body, data)).toEqual([]);
});
