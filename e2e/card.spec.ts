/**
 * Card payments on the till's terminal (assumed-contracts 13), against the emulator's acquirer:
 * the customer at the fake terminal answers through the control route
 * (`/__emulator/card-customer`), and the acquirer's ledger says what was charged and which sale
 * each approved payment belongs to.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countPrints, expectSynced, openCategory, openTill, orderLines, printsCounted, product, setSetting } from './helpers';
import { ar } from './arabic';
import { chooseCardTerminal, customerAt } from './cardHelpers';
import type { RunningEmulator } from '../emulator/server';
import { approveAsManager, brandTile, diningChoice, openRefund, startKiosk, ticketOf } from './dayHelpers';

type Emulator = RunningEmulator;

interface Ledger {
  payments: { payment_id: string; client_order_id: string; state: string }[];
  charged_twice: string[];
  approved_without_sale: string[];
  sale_without_approval: string[];
  refunds: { payment_id: string; amount: number }[];
}
const ledger = async (emulator: Emulator): Promise<Ledger> => (await fetch(`${emulator.url}/__emulator/card-ledger`)).json() as Promise<Ledger>;

/** The kitchen ticket rides on the end screen as paper only: hidden on screen, alone in its print job. */
async function expectKitchenPaperOnly(page: Page, end: Locator, call: string) {
  const kitchen = end.getByRole('region', { name: 'Kitchen ticket' });
  await expect(kitchen).toBeHidden();
  await page.evaluate(() => document.documentElement.classList.add('print-kitchen-only'));
  await page.emulateMedia({ media: 'print' });
  await expect(kitchen).toBeVisible();
  await expect(kitchen).toContainText('1 × Mineral water');
  await expect(kitchen).toContainText(`Call ${call}`);
  await expect(end.getByRole('group', { name: 'Call number' })).toBeHidden();
  // The end screen's own "Print" still prints the call number, without the kitchen's ticket.
  await page.evaluate(() => document.documentElement.classList.remove('print-kitchen-only'));
  await expect(kitchen).toBeHidden();
  await expect(end.getByRole('group', { name: 'Call number' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(kitchen).toBeHidden();
}

async function sellWater(page: Page) {
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  await expect(orderLines(page)).toHaveCount(1);
}

/** "Pay", then "Card": the payment goes to the terminal. */
async function payByCard(page: Page) {
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Card' }).click();
  await expect(payment.getByRole('status', { name: 'Card payment' })).toHaveText('Waiting for the card');
  return payment;
}

/** A till with "Counter 1" sells a Mineral water by card, approved at the terminal; returns the receipt. */
async function soldByCard(page: Page, emulator: Emulator) {
  await openTill(page);
  await chooseCardTerminal(page, 'Counter 1');
  await sellWater(page);
  await payByCard(page);
  await customerAt(emulator, 'approve');
  return page.getByRole('dialog', { name: 'Receipt' });
}

/** Every approved payment belongs to exactly one uploaded sale, and nothing was charged twice. */
async function expectLedgerClean(emulator: Emulator, approved: number) {
  await expect.poll(async () => {
    const l = await ledger(emulator);
    return { approved: l.payments.filter((p) => p.state === 'approved').length, twice: l.charged_twice, orphans: l.approved_without_sale, unapproved: l.sale_without_approval };
  }).toEqual({ approved, twice: [], orphans: [], unapproved: [] });
}

test.describe('card payments on the till', () => {
  test('a card sale on the fake terminal: waiting, the customer approves, the receipt shows brand, last 4 and auth code', async ({ page, emulator }) => {
    const receipt = await soldByCard(page, emulator);
    await expect(receipt).toContainText(/Visa •••• 4242 · Auth \d{6} · Ref R-\d{6}/);
    await receipt.getByRole('button', { name: 'New sale' }).click();
    await expect(orderLines(page)).toHaveCount(0);
    await expectLedgerClean(emulator, 1);
    expect(emulator.control.invoices()).toHaveLength(1);
  });

  test('a decline is said plainly, the order stays, and another try is a new payment that completes', async ({ page, emulator }) => {
    await openTill(page);
    await chooseCardTerminal(page, 'Counter 1');
    await sellWater(page);
    const payment = await payByCard(page);
    await customerAt(emulator, 'decline');
    await expect(payment.getByRole('status', { name: 'Card payment' })).toHaveText('Declined: the card was not charged. Try again or take another payment.');
    await expect(payment.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await expect(orderLines(page)).toHaveCount(1);

    await payByCard(page);
    await customerAt(emulator, 'approve');
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Visa •••• 4242');
    const l = await ledger(emulator);
    expect(l.payments.map((p) => p.state)).toEqual(['declined', 'approved']);
    expect(new Set(l.payments.map((p) => p.payment_id)).size).toBe(2);
    await expectLedgerClean(emulator, 1);
  });

  test('"Cancel payment" while waiting cancels at the terminal; the order stays and nothing is charged', async ({ page, emulator }) => {
    await openTill(page);
    await chooseCardTerminal(page, 'Counter 1');
    await sellWater(page);
    const payment = await payByCard(page);
    // Waiting at the terminal: the payment reached it.
    await expect.poll(async () => (await ledger(emulator)).payments.map((p) => p.state)).toEqual(['pending']);
    await payment.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(payment.getByRole('status', { name: 'Card payment' })).toHaveText('Cancelled: the card was not charged.');
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await expect(orderLines(page)).toHaveCount(1);
    expect((await ledger(emulator)).payments.map((p) => p.state)).toEqual(['cancelled']);
    expect(emulator.control.invoices()).toHaveLength(0);
  });

  test('the answer lost after approval: after a restart the sale completes once, marked so, and the ledger shows one payment of one sale', async ({ page, emulator }) => {
    await openTill(page);
    await chooseCardTerminal(page, 'Counter 1');
    await sellWater(page);
    // The customer approves at once; the answer to the payment and every later question are lost.
    emulator.control.setCardTerminal('T-1', { customer: 'approve' });
    emulator.control.setFault('cardpay', { kind: 'dropAfterStore' });
    emulator.control.setFault('cardstatus', { kind: 'drop' });
    await payByCard(page);
    await expect.poll(async () => (await ledger(emulator)).payments.map((p) => p.state)).toEqual(['approved']);

    // The till is cut off while it waits, and starts again with the service answering.
    await page.goto('about:blank');
    emulator.control.clearFaults();
    await page.goto('/');
    const terminal = page.getByRole('status', { name: 'Card terminal' });
    await expect(terminal).toContainText('Card sale completed after a restart');
    const ticket = ticketOf(await terminal.innerText());
    await expect(orderLines(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    const orders = page.getByRole('dialog', { name: 'Orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await orders.getByRole('listitem', { name: ticket }).getByRole('button', { name: 'Reprint' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt).toContainText('Completed after a restart');
    await expect(receipt).toContainText('Visa •••• 4242');

    await expectLedgerClean(emulator, 1);
    await expect.poll(() => emulator.control.invoices().length).toBe(1);
    const [sale] = emulator.control.invoices();
    const [payment] = (await ledger(emulator)).payments;
    expect(sale!.client_order_id).toBe(payment!.client_order_id);
  });
});

test.describe('card payments at the kiosk', () => {
  test('a kiosk order by card from the first screen to its call number and its kitchen ticket; the idle reset waits while the card does', async ({ page, emulator }) => {
    // The page's clock is the test's: the idle time passes while the customer is at the terminal.
    await page.clock.install();
    await page.goto('/');
    await expectSynced(page);
    await chooseCardTerminal(page, 'Counter 1');
    // "Print kitchen ticket" on and no printer set up: the system dialog prints it (counted here).
    await setSetting(page, 'Print kitchen ticket', true);
    await countPrints(page);
    await startKiosk(page, '246813', '30');
    await openCategory(page, null, 'Cold drinks');
    await product(page, 'Mineral water').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toBeVisible();
    await payment.getByRole('button', { name: 'Pay by card' }).click();
    await expect(payment.getByRole('status', { name: 'Card payment' })).toHaveText('Waiting for the card');
    await expect(payment.getByRole('button', { name: 'Pay at the counter' })).toHaveCount(0);

    // Longer than the idle time and its countdown: nothing asks, nothing clears.
    await page.clock.runFor(31_000);
    await page.clock.runFor(16_000);
    await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toHaveCount(0);
    await expect(payment.getByRole('status', { name: 'Card payment' })).toHaveText('Waiting for the card');
    await expect(orderLines(page)).toHaveCount(1);

    await customerAt(emulator, 'approve');
    const end = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(end).toBeVisible({ timeout: 500 });
    }).toPass();
    const call = (await end.getByRole('group', { name: 'Call number' }).innerText()).trim();
    await expect(end).toContainText(`Paid. Wait for number ${call} to be called.`);
    // The kitchen got its ticket once, as the end screen opened; the customer sees only that screen.
    await expect.poll(() => printsCounted(page)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectKitchenPaperOnly(page, end, call);
    await expect.poll(async () => (await ledger(emulator)).approved_without_sale.length === 0 || (await page.clock.runFor(1_000), false)).toBe(true);
    await expectLedgerClean(emulator, 1);
  });

  test('a declined card at the kiosk is said in the customer\'s language, both ways are offered again, and the counter still takes the order', async ({ page, emulator }) => {
    await openTill(page);
    await chooseCardTerminal(page, 'Counter 1');
    await startKiosk(page, '246813', '90', false);
    await page.getByRole('button', { name: 'العربية' }).click();
    await diningChoice(page, 'سفري').click();
    await page.getByRole('list', { name: 'العلامات التجارية' }).getByRole('button', { name: 'Burger Yard' }).click();
    await page.getByRole('tablist', { name: ar('Categories') }).getByRole('tab', { name: 'Cold drinks' }).click();
    await page.getByRole('list', { name: ar('Products') }).getByRole('button', { name: /^ليمون بالنعناع/ }).click();
    await page.getByRole('button', { name: ar('Pay'), exact: true }).click();
    const payment = page.getByRole('dialog', { name: ar('Payment') });
    await payment.getByRole('button', { name: ar('Pay by card') }).click();
    await expect(payment.getByRole('status', { name: ar('Card payment') })).toHaveText(ar('Waiting for the card'));
    await customerAt(emulator, 'decline');
    await expect(payment.getByRole('alert')).toHaveText(ar('Your card was declined and nothing was charged. Pay by card again, or pay at the counter.'));
    await expect(payment.getByRole('button', { name: ar('Pay by card') })).toBeEnabled();
    await payment.getByRole('button', { name: ar('Pay at the counter') }).click();
    const end = page.getByRole('dialog', { name: ar('Thank you!') });
    await expect(end.getByRole('group', { name: ar('Call number') })).toBeVisible();
    expect((await ledger(emulator)).payments.map((p) => p.state)).toEqual(['declined']);
    await end.getByRole('button', { name: ar('Done') }).click();
    await expect(brandTile(page, 'Burger Yard')).toBeVisible();
  });
});

test('a card refund goes back to the card that paid, once, with the manager\'s approval, and its document names the card payment', async ({ page, emulator }) => {
  const receipt = await soldByCard(page, emulator);
  const ticket = ticketOf(await receipt.innerText());
  await receipt.getByRole('button', { name: 'New sale' }).click();
  const [paid] = (await ledger(emulator)).payments;

  const refund = await openRefund(page, ticket);
  await refund.getByRole('button', { name: 'Refund all' }).click();
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Wrong drink');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await approveAsManager(page);
  const refundReceipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(refundReceipt.getByRole('heading', { name: 'Refund' })).toBeVisible();

  const refunds = async () => (await ledger(emulator)).refunds;
  await expect.poll(refunds).toEqual([expect.objectContaining({ payment_id: paid!.payment_id, amount: 0.2 })]);
  await expect.poll(() => emulator.control.refunds().length).toBe(1);
  expect(emulator.control.refunds()[0]!.body.payments).toEqual([expect.objectContaining({ method: 'card', payment_id: paid!.payment_id, amount: 0.2, card_refund_key: expect.any(String) })]);

  // A restart asks again about what is not answered: the refund answered is not sent again.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Card terminal' })).toContainText('Counter 1: ready');
  expect(await refunds()).toHaveLength(1);
});

test('a card refund the card service refuses is said in "Refund", with no receipt, and "Orders" shows the refund with the reason', async ({ page, emulator }) => {
  const receipt = await soldByCard(page, emulator);
  const ticket = ticketOf(await receipt.innerText());
  await receipt.getByRole('button', { name: 'New sale' }).click();
  emulator.control.setFault('cardrefund', { kind: 'status', status: 422 });

  const refund = await openRefund(page, ticket);
  await refund.getByRole('button', { name: 'Refund all' }).click();
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Wrong drink');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await approveAsManager(page);
  await expect(refund.getByRole('alert')).toHaveText(/^The card service refused to give 0\.200 back to the card \(.+\): nothing went back to the card\. Give it back another way\.$/);
  await expect(refund.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toHaveCount(0);
  expect((await ledger(emulator)).refunds).toEqual([]);
  // "Close" goes back to "Orders", where the refund was asked for.
  await refund.getByRole('button', { name: 'Close' }).click();
  const listed = page.getByRole('dialog', { name: 'Orders' }).getByRole('listitem', { name: /^R/ });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(/The card service refused to give 0\.200 back to the card \(.+\)/);
});
