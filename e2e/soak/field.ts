/**
 * The field soak: two terminals (two Chromium profiles, so two IndexedDBs and two terminal ids)
 * each open a shift and sell the seeded plan against one emulator, the same quota products on
 * both, with refunds, network cuts, server errors, lost answers and power cuts (the browser
 * killed with SIGKILL at a named point of the flow and started again on the same profile). At
 * the end the network comes back, both outboxes drain, each terminal's Z report is printed again
 * from "Shifts", and what each terminal stored and printed is reconciled with what the server
 * stored (reconcile.ts `reconcileField`).
 *
 * A quota product is sold only where a till can know what the other sold: online, after a
 * "Sync now" whose quota poll came after every sale of the other terminal was acknowledged.
 * Otherwise "Mineral water" is sold in its place. Two tills offline at once cannot share a count
 * (each only knows its own sales), so that case is not what "sold over quota 0" claims.
 */
import { expect } from '@playwright/test';
import { DEFAULT_TERMINALS } from '../../emulator/cardPayments';
import type { EmulatorControl, QuotaRow } from '../../emulator/types';
import { countBlind, expectedCashOfX, openCloseShift } from '../dayHelpers';
import { orderLines, setSetting } from '../helpers';
import { chooseCardTerminal, customerAt } from '../cardHelpers';
import { figuresOfReport, type ShiftFigures } from '../shiftFigures';
import { signIn } from '../staffHelpers';
import { documentsLine, reconcileDocuments, type DocumentsVerdict, type FlowsDone, type TillRecords } from './fieldDocuments';
import { runExtra } from './fieldFlows';
import { until } from './harness';
import { isQuotaItem, planField, PLAIN_ITEM, QUOTA_ITEMS, type CardTry, type FieldClose, type FieldPlan, type FieldStep } from './fieldPlan';
import type { MenuItem } from './plan';
import { formatMinor, readReceipt, ticketSeq } from './receiptText';
import { fieldLine, fieldPassed, reconcileField, type CompletedRefund, type CompletedSale, type FieldTerminal, type FieldVerdict } from './reconcile';
import { Terminal, type Stored } from './terminal';
import * as till from './till';
import { middayZone } from './middayZone';

export interface FieldOptions {
  emulator: { url: string; control: EmulatorControl };
  seed: number;
  sales: number;
  powerCuts: number;
  /** A folder of its own: the two profiles are made under it. */
  dir: string;
  log?: (line: string) => void;
  /** Where a screenshot of the till a step stopped on is written. */
  crashShot?: string;
}

export interface FieldSummary {
  seed: number;
  salesPlanned: number;
  receipts: number;
  refunds: number;
  powerCuts: string[];
  powerCutsPlanned: number;
  faults: Record<string, number>;
  /** Sales where a quota product gave way to "Mineral water" (the till could not know the other's sales, or it was sold out). */
  quotaHeldBack: number;
  quotaSoldOut: number;
  stock: number;
  crash: string | null;
  drainMs: number;
  durationMs: number;
  verdict: FieldVerdict;
  /** The tills' records against the server's: units, splits, tips, voids, approvals, counter orders. */
  documents: DocumentsVerdict;
  /** Flows run instead of a plain sale, by kind. */
  extras: Record<string, number>;
  /** Card sales on the tills' terminals by what they met, and the acquirer's ledger against the server's sales. */
  cards: CardVerdict;
}

export interface CardVerdict {
  tries: Record<string, number>;
  approved: number;
  chargedTwice: string[];
  approvedWithoutSale: string[];
  saleWithoutApproval: string[];
}

/** Each till's own card terminal (the emulator's T-1 and T-2), so a customer answers at one till only. */
const CARD_TERMINALS = DEFAULT_TERMINALS();

const cardsPassed = (c: CardVerdict) => c.chargedTwice.length + c.approvedWithoutSale.length + c.saleWithoutApproval.length === 0;
const cardsLine = (c: CardVerdict) =>
  `charged twice ${c.chargedTwice.length}, approved without sale ${c.approvedWithoutSale.length}, sale without approval ${c.saleWithoutApproval.length}`;

/** The stored sales and refunds of a terminal as receipts, in ticket order; counter orders cancelled apart, unpaid ones left out. */
function receiptsOf(stored: Stored): FieldTerminal['stored'] {
  const bySeq = (a: { ticket: string }, b: { ticket: string }) => (ticketSeq(a.ticket) ?? 0) - (ticketSeq(b.ticket) ?? 0);
  const cancelled: CompletedSale[] = stored.sales
    .filter((s) => s.state === 'cancelled')
    .map((s) => ({ sale: 0, tab: 0, ticket: s.ticket_no, total: s.total }));
  const sales: CompletedSale[] = stored.sales
    .filter((s) => s.state !== 'cancelled' && s.state !== 'unpaid')
    .map((s) => ({ sale: 0, tab: 0, ticket: s.ticket_no, total: s.total }))
    .sort(bySeq)
    .map((s, i) => ({ ...s, sale: i + 1 }));
  const ticketOf = new Map(stored.sales.map((s) => [s.client_order_id, s.ticket_no]));
  const refunds: CompletedRefund[] = stored.refunds
    .map((r) => ({ sale: 0, ticket: r.ticket_no, total: r.total, saleTicket: ticketOf.get(r.refund_of) ?? `order ${r.refund_of}` }))
    .sort(bySeq);
  return { sales, refunds, cancelled };
}

export async function runField(options: FieldOptions): Promise<FieldSummary> {
  const { control, url } = options.emulator;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const plan: FieldPlan = planField(options.seed, options.sales, options.powerCuts);
  const faults: Record<string, number> = {};
  const count = (label: string) => (faults[label] = (faults[label] ?? 0) + 1);
  const cuts: string[] = [];
  let quotaHeldBack = 0;
  let quotaSoldOut = 0;

  const ids = QUOTA_ITEMS.map((name) => control.tenant.products.find((p) => p.name === name)?.id);
  const stock: Record<number, number> = {};
  const rows: QuotaRow[] = [];
  for (const id of ids) {
    if (id === undefined) throw new Error(`the demo catalog lacks one of ${QUOTA_ITEMS.join(', ')}`);
    stock[id] = plan.stock;
    rows.push({ product_id: id, quota: plan.stock, remaining_stock: plan.stock });
  }
  control.setQuota([...control.tenant.quotas.filter((q) => !ids.includes(q.product_id)), ...rows]);

  // The branch's day does not end during the soak (middayZone.ts); set before the tills connect.
  const timezone = middayZone();
  control.setSession({ location: { timezone } });
  log(`branch time zone ${timezone}`);
  const terminals = [0, 1].map((i) => new Terminal(`till ${i + 1}`, `${options.dir}/profile-${i + 1}`, url));
  /** The receipts each terminal showed, with the first product of each sale (what a refund takes back). */
  const printed = terminals.map(() => ({ sales: [] as CompletedSale[], refunds: [] as CompletedRefund[] }));
  /** Each terminal's plain sales with their first product, in order: what a planned refund takes back. */
  const refundable = terminals.map(() => [] as { ticket: string; product: string }[]);
  const done: FlowsDone = { splits: [], counters: [] };
  const extras: Record<string, number> = {};
  const cardTries: Record<string, number> = {};
  const productId = (name: string) => {
    const id = control.tenant.products.find((p) => p.name === name)?.id;
    if (id === undefined) throw new Error(`the demo catalog has no ${name}`);
    return id;
  };

  async function powerCut(t: Terminal, where: string): Promise<void> {
    cuts.push(`${t.name} ${where}`);
    log(`POWER CUT ${t.name} ${where}`);
    await t.powerCut();
    await t.restart();
    // Whoever was signed in is kept; a start that asks "Sign in" gets the cashier again.
    if (await t.page.getByRole('dialog', { name: 'Sign in' }).isVisible()) await signIn(t.page, till.CASHIERS[0].name, till.CASHIERS[0].pin);
    if (await till.receiptOpen(t.page)) await till.newSale(t.page);
  }

  /** Whether a request to `path` reached the server after `since` (and was answered, when `answered`). */
  const served = (path: string, since: string, answered: boolean) =>
    control.requests().some((r) => r.path === path && r.at >= since && (!answered || r.status !== null));

  /** "Sync now" whose quota poll the server answered; false when it did not (offline, a fault). */
  async function freshQuota(t: Terminal): Promise<boolean> {
    if (t.offline) return false;
    const since = new Date().toISOString();
    await till.syncNow(t.page);
    if (!(await until(20_000, () => control.requests().some((r) => r.path === '/api/v2/product-quota' && r.at >= since && r.status === 200)))) return false;
    try {
      await expect(till.syncStatus(t.page)).toContainText('Synced', { timeout: 20_000 });
      return true;
    } catch {
      return false;
    }
  }

  /** The items to sell: quota products only where this till can know the other's sales. */
  async function itemsFor(step: FieldStep, t: Terminal): Promise<MenuItem[]> {
    if (!step.items.some(isQuotaItem)) return step.items;
    const other = terminals[step.terminal === 0 ? 1 : 0] as Terminal;
    const otherWaits = (await other.stored()).sales.some((s) => s.upload === 'waiting');
    if (!otherWaits && (await freshQuota(t))) return step.items;
    quotaHeldBack += 1;
    return step.items.map((item) => (isQuotaItem(item) ? PLAIN_ITEM : item));
  }

  async function addItems(t: Terminal, items: readonly MenuItem[]): Promise<string> {
    let first = '';
    for (const planned of items) {
      let item = planned;
      if (isQuotaItem(item)) {
        // A sold-out product gives way to the plain one.
        if ((await (await till.showProduct(t.page, item)).getAttribute('aria-disabled')) === 'true') {
          quotaSoldOut += 1;
          item = PLAIN_ITEM;
        }
      }
      try {
        await till.addItem(t.page, item);
      } catch (error) {
        // The till refused the last unit (another line holds the rest): the plain item instead.
        if (!isQuotaItem(item)) throw error;
        quotaSoldOut += 1;
        item = PLAIN_ITEM;
        await till.addItem(t.page, item);
      }
      first ||= item.name;
    }
    return first;
  }

  async function sell(step: FieldStep): Promise<void> {
    const t = terminals[step.terminal] as Terminal;
    const mine = printed[step.terminal] as (typeof printed)[number];
    if (step.network === 'cut') {
      count('network:cut');
      await t.setOffline(true);
    } else if (step.network === 'back') await t.setOffline(false);
    if (step.fault) {
      count(`${step.fault.route}:${step.fault.fault.kind}`);
      control.setFault(step.fault.route, step.fault.fault);
    }
    if (await till.receiptOpen(t.page)) await till.newSale(t.page);
    if (step.extra) {
      const kind = step.extra.kind === 'splitEqual' ? `split in ${step.extra.parts} equal parts${step.extra.void ? ' after a void' : ''}` : step.extra.kind;
      extras[kind] = (extras[kind] ?? 0) + 1;
      const flow = await runExtra(t.page, step.extra, till.CASHIERS[0]);
      for (const r of flow.receipts) mine.sales.push({ sale: step.sale, tab: step.terminal, ticket: r.ticket, total: r.total });
      const units = Object.fromEntries(Object.entries(flow.rung).map(([name, n]) => [productId(name), n]));
      if (step.extra.kind === 'splitEqual' || step.extra.kind === 'splitItems') done.splits.push({ till: t.name, tickets: flow.receipts.map((r) => r.ticket), units });
      if (flow.counter) done.counters.push({ till: t.name, ...flow.counter });
      log(`sale ${step.sale} ${t.name} ${kind}: ${flow.receipts.map((r) => `${r.ticket} ${formatMinor(r.total)}`).join(', ')}${flow.counter ? ` paid ${flow.counter.paid.join(', ')}, cancelled ${flow.counter.cancelled.join(', ')}` : ''}${t.offline ? ' offline' : ''}`);
      return;
    }
    if (step.card) return sellByCard(t, step, step.card);
    const cut = step.cut;
    if (cut?.at === 'syncSwitch') {
      const since = new Date().toISOString();
      await till.syncNow(t.page);
      if (cut.when === 'served' && !t.offline) await until(15_000, () => served('/api/v2/products', since, true), 20);
      await powerCut(t, `sale ${step.sale}: sync ${cut.when}`);
    }
    const items = await itemsFor(step, t);
    const product = await addItems(t, items);
    if (cut?.at === 'midOrder') {
      const before = await till.cartView(t.page);
      await powerCut(t, `sale ${step.sale}: mid-order`);
      // The order is read back from IndexedDB after the start: wait for its total, then compare its lines.
      await expect(t.page.getByLabel('Order total'), `sale ${step.sale}: the order total read back after the power cut`).toHaveText(before.total);
      const after = await till.cartView(t.page);
      if (after.lines !== before.lines || after.total !== before.total) {
        throw new Error(`the order was ${before.lines} lines / ${before.total} before the power cut, ${after.lines} / ${after.total} after`);
      }
    }
    await till.openPayment(t.page, step.tender);
    let reading: { ticket: string; total: number } | null = null;
    if (cut?.at === 'completeSale' && cut.when === 'pressed') {
      await t.page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete sale' }).click();
      await powerCut(t, `sale ${step.sale}: "Complete sale" pressed`);
      if ((await till.cartView(t.page)).lines > 0) {
        // Not stored before the power went: the cashier takes the payment again.
        await till.openPayment(t.page, step.tender);
        reading = await till.completeSale(t.page);
      }
    } else {
      const since = new Date().toISOString();
      reading = await till.completeSale(t.page);
      if (cut?.at === 'completeSale') {
        if (cut.when === 'uploaded' && !t.offline) await until(15_000, () => served('/api/v2/invoices', since, false), 20);
        await powerCut(t, `sale ${step.sale}: ${cut.when === 'uploaded' ? 'upload reached the server' : 'receipt shown'}`);
      }
    }
    if (reading) {
      mine.sales.push({ sale: step.sale, tab: step.terminal, ticket: reading.ticket, total: reading.total });
      refundable[step.terminal]?.push({ ticket: reading.ticket, product });
      log(`sale ${step.sale} ${t.name} ${reading.ticket} ${formatMinor(reading.total)} [${items.map((i) => i.name).join(', ')}]${t.offline ? ' offline' : ''}`);
    } else {
      log(`sale ${step.sale} ${t.name}: stored before the power cut, no receipt read`);
    }
    if (await till.receiptOpen(t.page)) await till.newSale(t.page);
    const target = step.refund ? refundable[step.terminal]?.[step.refund.of - 1] : undefined;
    if (target) {
      const refund = await till.refund(t.page, target.ticket, target.product);
      mine.refunds.push({ sale: step.sale, ticket: refund.ticket, total: refund.total, saleTicket: target.ticket });
      log(`refund ${refund.ticket} ${formatMinor(refund.total)} of ${target.ticket} on ${t.name}`);
    }
  }

  /** A Mineral water paid by card on the till's terminal, the customer answering through the control routes. */
  async function sellByCard(t: Terminal, step: FieldStep, how: CardTry): Promise<void> {
    const mine = printed[step.terminal] as (typeof printed)[number];
    cardTries[how] = (cardTries[how] ?? 0) + 1;
    // A card is taken online: a till cut off from the network gets it back first.
    if (t.offline) await t.setOffline(false);
    const terminalId = CARD_TERMINALS[step.terminal]!.terminal_id;
    control.setCardTerminal(terminalId, { customer: how === 'answer-lost' ? 'approve' : null });
    if (how === 'answer-lost') control.setFault('cardpay', { kind: 'dropAfterStore', times: 1 });
    await till.addItem(t.page, PLAIN_ITEM);
    await t.page.getByRole('button', { name: 'Pay', exact: true }).click();
    const payment = t.page.getByRole('dialog', { name: 'Payment' });
    const state = payment.getByRole('status', { name: 'Card payment' });
    const answer = (action: 'approve' | 'decline') => customerAt(options.emulator, action, terminalId, 20_000);
    await payment.getByRole('button', { name: 'Card', exact: true }).click();
    if (how === 'declined-then-approved') {
      await answer('decline');
      await expect(state).toHaveText(/^Declined/);
      await payment.getByRole('button', { name: 'Card', exact: true }).click();
    }
    if (how !== 'answer-lost') await answer('approve');
    if (how === 'cut-after-approval') {
      await powerCut(t, `sale ${step.sale}: card approved, not yet heard`);
      // The till's recovery at its start completes the sale: the order empties.
      await expect(orderLines(t.page), `sale ${step.sale}: the card sale completed after the start`).toHaveCount(0, { timeout: 30_000 });
      log(`sale ${step.sale} ${t.name} by card, completed after a restart`);
      return;
    }
    const receipt = t.page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt).toBeVisible({ timeout: 30_000 });
    const reading = readReceipt(await receipt.innerText());
    if (!reading) throw new Error(`sale ${step.sale}: the card receipt shows no ticket or total`);
    mine.sales.push({ sale: step.sale, tab: step.terminal, ticket: reading.ticket, total: reading.total });
    log(`sale ${step.sale} ${t.name} ${reading.ticket} ${formatMinor(reading.total)} by card (${how})`);
    await till.newSale(t.page);
  }

  async function close(c: FieldClose): Promise<void> {
    const t = terminals[c.terminal] as Terminal;
    if (await till.receiptOpen(t.page)) await till.newSale(t.page);
    // A blind count: only a manager reads the expected cash, so the manager closes the day.
    await till.signInManager(t.page);
    if (c.cut?.when === 'pressed') {
      const expected = await expectedCashOfX(t.page);
      const closing = await openCloseShift(t.page);
      await countBlind(closing, expected);
      await closing.getByRole('button', { name: 'Close shift' }).click();
      await powerCut(t, '"Close shift" pressed');
      // Still open when the close was not stored: the manager closes it again.
      const shift = t.page.getByRole('button', { name: /^(Shift|Open shift)$/ });
      await expect(shift).toBeVisible();
      if ((await shift.innerText()).trim() === 'Shift') await till.closeShift(t.page, c.short);
      return;
    }
    await till.closeShift(t.page, c.short);
    log(`${t.name} shift closed ${c.short ? `${formatMinor(-c.short)} short` : 'even'}`);
    if (c.cut) await powerCut(t, 'Z report shown');
  }

  /** The terminal's one Z report printed again from "Shifts". */
  async function zReport(t: Terminal): Promise<ShiftFigures> {
    // A Z report a power cut left unprinted may be on screen again after the start: close it first.
    const shown = t.page.getByRole('dialog', { name: 'Z report' });
    if (await shown.isVisible()) await shown.getByRole('button', { name: 'Close', exact: true }).click();
    await t.page.getByRole('button', { name: 'Shifts', exact: true }).click();
    const list = t.page.getByRole('dialog', { name: 'Shifts' });
    const print = list.getByRole('list', { name: 'Closed shifts' }).getByRole('listitem').getByRole('button', { name: 'Print Z report' });
    // The list is read from IndexedDB after the dialog opens: wait for its first row.
    await expect(print.first()).toBeVisible();
    if ((await print.count()) !== 1) throw new Error(`"Shifts" lists ${await print.count()} closed shifts, not 1`);
    await print.click();
    const z = t.page.getByRole('dialog', { name: 'Z report' });
    const figures = figuresOfReport(await z.innerText());
    await z.getByRole('button', { name: 'Close', exact: true }).click();
    await list.getByRole('button', { name: 'Done' }).click();
    return figures;
  }

  let crash: string | null = null;
  let drainMs = 0;
  try {
    for (const t of terminals) {
      // Each terminal enrols with a code of its own: a code works once.
      control.serveNewEnrolmentCode();
      await t.start(true);
      // "Ask for a tip" (no tip unless one is tapped) and the till's card terminal, set while the till has no staff to ask.
      await setSetting(t.page, 'Ask for a tip', true);
      await chooseCardTerminal(t.page, CARD_TERMINALS[terminals.indexOf(t)]!.name);
      // Staff: Mona the manager approves, Ali sells (discounts and counter payments need a manager).
      await till.startShift(t.page, await till.setUpStaff(t.page));
    }
    for (const step of plan.steps) {
      try {
        await sell(step);
      } catch (error) {
        crash = `sale ${step.sale} on till ${step.terminal + 1}: ${String(error instanceof Error ? error.message : error).split('\n').slice(0, 4).join(' ')}`;
        log(`CRASH ${crash}`);
        if (options.crashShot) await terminals[step.terminal]?.page.screenshot({ path: options.crashShot, fullPage: true }).catch(() => undefined);
        break;
      }
    }
    control.clearFaults();
    for (const c of plan.closes) {
      try {
        await close(c);
      } catch (error) {
        crash ??= `closing the shift of till ${c.terminal + 1}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
        log(`CRASH ${crash}`);
      }
    }
    // Network back, faults gone: everything stored must now reach the server.
    const drainStart = Date.now();
    for (const t of terminals) {
      await t.setOffline(false);
      if (await till.receiptOpen(t.page)) await till.newSale(t.page);
      await till.syncNow(t.page).catch(() => undefined);
    }
    const drained = async () => (await Promise.all(terminals.map((t) => t.stored()))).every((s) => s.outbox === 0);
    if (!(await until(90_000, drained, 500))) {
      // A long backoff: the network coming back starts a pass at once.
      for (const t of terminals) await t.setOffline(true);
      for (const t of terminals) await till.expectOffline(t.page);
      for (const t of terminals) await t.setOffline(false);
      await until(60_000, drained, 500);
    }
    drainMs = Date.now() - drainStart;
  } catch (error) {
    crash ??= String(error instanceof Error ? error.message : error).split('\n')[0] ?? 'unknown';
    log(`CRASH ${crash}`);
  }

  const fieldTerminals: FieldTerminal[] = [];
  const records: TillRecords[] = [];
  for (const [i, t] of terminals.entries()) {
    const stored = await t.stored();
    records.push({ name: t.name, terminalId: stored.terminalId, sales: stored.sales, voidDocuments: stored.voidDocuments });
    if (stored.outbox > 0) log(`${t.name}: ${stored.outbox} still in the outbox`);
    const z = await zReport(t).catch((error: unknown) => {
      log(`${t.name}: the Z report could not be printed again: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
      return null;
    });
    const own = printed[i] as (typeof printed)[number];
    fieldTerminals.push({
      name: t.name,
      terminalId: stored.terminalId,
      stored: receiptsOf(stored),
      printed: own,
      shiftIds: stored.shifts.map((s) => s.shift_id),
      zReport: z,
    });
  }
  for (const t of terminals) await t.close();
  const verdict = reconcileField(
    fieldTerminals,
    { invoices: control.invoices(), refunds: control.refunds(), shifts: control.shifts(), quotaSold: control.quotaSold() },
    stock,
  );
  const documents = reconcileDocuments(records, { invoices: control.invoices(), voids: control.voids() }, done);
  const ledger = control.cardLedger();
  const cards: CardVerdict = {
    tries: cardTries,
    approved: ledger.payments.filter((p) => p.state === 'approved').length,
    chargedTwice: ledger.charged_twice,
    approvedWithoutSale: ledger.approved_without_sale,
    saleWithoutApproval: ledger.sale_without_approval,
  };
  return {
    seed: options.seed,
    salesPlanned: plan.steps.length,
    receipts: printed.reduce((n, p) => n + p.sales.length, 0),
    refunds: printed.reduce((n, p) => n + p.refunds.length, 0),
    powerCuts: cuts,
    powerCutsPlanned: plan.powerCuts,
    faults,
    quotaHeldBack,
    quotaSoldOut,
    stock: plan.stock,
    crash,
    drainMs,
    durationMs: Date.now() - started,
    verdict,
    documents,
    extras,
    cards,
  };
}

export function fieldSoakPassed(s: FieldSummary): boolean {
  return s.crash === null && s.powerCuts.length >= s.powerCutsPlanned && fieldPassed(s.verdict) && s.documents.mismatches.length === 0 && cardsPassed(s.cards);
}

export function formatField(s: FieldSummary): string {
  const v = s.verdict;
  const lines = [
    `Field soak seed ${s.seed}: ${s.salesPlanned} sales planned on 2 terminals, ${s.receipts} receipts and ${s.refunds} refund receipts read, in ${(s.durationMs / 1000).toFixed(1)} s`,
    ...v.perTerminal.map((t) => `  ${t.name}: ${t.sales} sales and ${t.refunds} refunds stored, ${t.invoices} invoices at the server`),
    `Power cuts: ${s.powerCuts.length} of ${s.powerCutsPlanned}${s.powerCuts.length ? ` (${s.powerCuts.join('; ')})` : ''}`,
    `Faults: ${Object.entries(s.faults).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
    `Quota: ${s.stock} of each of ${QUOTA_ITEMS.join(', ')}; held back ${s.quotaHeldBack} times, sold out ${s.quotaSoldOut} times`,
    `Multi-part flows: ${Object.entries(s.extras).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
    `Card sales: ${Object.entries(s.cards.tries).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}; ${s.cards.approved} approved at the acquirer`,
    `Outboxes drained in ${(s.drainMs / 1000).toFixed(1)} s`,
  ];
  const lists: [string, string[]][] = [
    ['duplicated', v.duplicated],
    ['missing', v.missing],
    ['mismatched', v.mismatched],
    ['sold over quota', v.overQuota],
    ['shift not stored once', v.shiftsNotOnce],
    ['Z report differs', v.zReports],
    ['other', v.other],
    ['records differ', s.documents.mismatches],
    ['charged twice', s.cards.chargedTwice],
    ['approved without sale', s.cards.approvedWithoutSale],
    ['sale without approval', s.cards.saleWithoutApproval],
  ];
  for (const [kind, list] of lists) if (list.length) lines.push(`  ${kind}: ${list.slice(0, 10).join('; ')}${list.length > 10 ? ` (+${list.length - 10})` : ''}`);
  if (s.crash) lines.push(`  stopped at ${s.crash}`);
  lines.push(`${fieldSoakPassed(s) ? 'PASS' : 'FAIL'}: ${fieldLine(v)}; ${documentsLine(s.documents)}; ${cardsLine(s.cards)}`);
  return lines.join('\n');
}
