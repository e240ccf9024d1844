import { describe, expect, test } from 'vitest';
import { call, callJson, demoInvoice, demoRefund, emulatorPerFile } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

interface PaymentAnswer {
  payment_id: string;
  state: string;
  auth_code?: string | null;
  card_brand?: string | null;
  last4?: string | null;
  reference?: string | null;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  payment_id: 'p-1',
  client_order_id: 'o-1',
  terminal_id: 'T-1',
  amount: 4.6,
  currency: 'KWD',
  tip: 0,
  ...overrides,
});
const pay = (overrides: Record<string, unknown> = {}, key = (overrides.payment_id as string | undefined) ?? 'p-1') =>
  callJson<PaymentAnswer>(emu, '/api/v2/card-payments', { method: 'POST', body: body(overrides), headers: { 'Idempotency-Key': key } });
const read = (id = 'p-1') => callJson<PaymentAnswer>(emu, `/api/v2/card-payments/${id}`);
const customer = (action: 'approve' | 'decline' | 'walk-away') => emu.control.cardCustomerActs(action, 'T-1');
const ledger = () => emu.control.cardLedger();

/** A stored sale paid by the card payment `p-1` of order `o-1`. */
const saleWithCard = (paymentId = 'p-1') =>
  demoInvoice({
    client_order_id: 'o-1',
    payments: [{ method: 'card', payment_id: paymentId, auth_code: '100001', card_brand: 'Visa', last4: '4242', reference: 'R-000001', amount: 4.6, tendered: 4.6, change: 0 }],
  });

describe('card payments (assumed-contracts 13)', () => {
  test('13 the branch terminals are listed with whether each can be reached', async () => {
    emu.control.setCardTerminal('T-2', { offline: true });
    const { status, body: answer } = await callJson<{ data: { terminal_id: string; name: string; kind: string; online: boolean }[] }>(emu, '/api/v2/card-terminals');
    expect(status).toBe(200);
    expect(answer.data).toEqual([
      { terminal_id: 'T-1', name: 'Counter 1', kind: 'card', online: true },
      { terminal_id: 'T-2', name: 'Counter 2', kind: 'card', online: false },
    ]);
  });

  test('13 a payment waits for the customer, who approves: brand, last 4, auth code and reference', async () => {
    const created = await pay();
    expect(created).toEqual({ status: 201, body: { payment_id: 'p-1', state: 'pending' } });
    expect((await read()).body.state).toBe('pending');
    customer('approve');
    const { body: approved } = await read();
    expect(approved).toMatchObject({ state: 'approved', card_brand: 'Visa', last4: '4242' });
    expect(approved.auth_code).toMatch(/^\d{6}$/);
    expect(approved.reference).toMatch(/^R-/);
  });

  test('13 a customer who declines or walks away leaves the payment declined or cancelled', async () => {
    await pay();
    customer('decline');
    await pay({ payment_id: 'p-2' });
    customer('walk-away');
    expect((await read('p-1')).body.state).toBe('declined');
    expect((await read('p-2')).body.state).toBe('cancelled');
  });

  test('13 the same Idempotency-Key again answers the same payment and never charges twice', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const first = await pay();
    const again = await pay();
    expect(again).toEqual(first);
    expect(ledger().payments).toHaveLength(1);
    expect(ledger().payments[0]!.requests).toBe(2);
    expect(ledger().charged_twice).toEqual([]);
  });

  test('13 the same key with another amount is refused and charges nothing more', async () => {
    await pay();
    const { status } = await pay({ amount: 9 });
    expect(status).toBe(422);
    expect(ledger().payments.map((p) => p.amount)).toEqual([4.6]);
  });

  test('13 an offline terminal fails the payment at once, nothing charged', async () => {
    emu.control.setCardTerminal('T-1', { offline: true, customer: 'approve' });
    expect((await pay()).body.state).toBe('failed');
    expect(ledger().payments.filter((p) => p.state === 'approved')).toEqual([]);
  });

  test('13 on a slow terminal the customer answer lands only after the delay', async () => {
    emu.control.setCardTerminal('T-1', { slowMs: 60_000, customer: 'approve' });
    expect((await pay()).body.state).toBe('pending');
    expect((await read()).body.state).toBe('pending');
  });

  test('13 approved with the answer lost: the request gets no answer, a later GET says approved', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    emu.control.setFault('cardpay', { kind: 'dropAfterStore', times: 1 });
    await expect(pay()).rejects.toThrow();
    expect((await read()).body.state).toBe('approved');
  });

  test('13 cancel: a pending payment is cancelled; one the customer paid first stays approved', async () => {
    await pay();
    expect((await callJson<PaymentAnswer>(emu, '/api/v2/card-payments/p-1/cancel', { method: 'POST' })).body.state).toBe('cancelled');
    await pay({ payment_id: 'p-2' });
    customer('approve');
    expect((await callJson<PaymentAnswer>(emu, '/api/v2/card-payments/p-2/cancel', { method: 'POST' })).body.state).toBe('approved');
  });

  test('13 a refund goes back to the approved payment once per key, never past what was paid', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await pay();
    const refund = (key: string, amount: number) =>
      callJson<{ refund_id: string; state: string }>(emu, '/api/v2/card-payments/p-1/refund', { method: 'POST', body: { amount }, headers: { 'Idempotency-Key': key } });
    expect(await refund('r-1', 2)).toEqual({ status: 201, body: { refund_id: 'r-1', state: 'refunded' } });
    expect((await refund('r-1', 2)).status).toBe(201);
    expect(ledger().refunds).toHaveLength(1);
    expect((await refund('r-2', 3)).status).toBe(422);
    expect((await refund('r-3', 2.6)).status).toBe(201);
  });

  test('13 a refund of a payment never approved is refused', async () => {
    await pay();
    const { status } = await callJson(emu, '/api/v2/card-payments/p-1/refund', { method: 'POST', body: { amount: 1 }, headers: { 'Idempotency-Key': 'r-1' } });
    expect(status).toBe(409);
  });

  test('13 an unknown payment answers 404', async () => {
    expect((await read('nope')).status).toBe(404);
  });

  test('13 the ledger: an approved payment with no sale, then the sale that names it', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await pay();
    expect(ledger().approved_without_sale).toEqual(['p-1']);
    const res = await call(emu, '/api/v2/invoices', { method: 'POST', body: saleWithCard(), headers: { 'Idempotency-Key': 'o-1' } });
    expect(res.status).toBe(201);
    expect(ledger()).toMatchObject({ approved_without_sale: [], sale_without_approval: [], charged_twice: [] });
  });

  test('13 the ledger names an order charged twice', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await pay();
    await pay({ payment_id: 'p-2' });
    expect(ledger().charged_twice).toEqual(['o-1']);
  });

  test('13 a sale naming a card payment the acquirer never approved is refused and stores nothing', async () => {
    const upload = (invoice: Record<string, unknown>, key = 'o-1') => callJson<{ errors: { field: string }[] }>(emu, '/api/v2/invoices', { method: 'POST', body: invoice, headers: { 'Idempotency-Key': key } });
    // Never sent to the acquirer.
    const unknown = await upload(saleWithCard('p-9'));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((e) => e.field)).toContain('payments[0].payment_id');
    // Sent, still waiting for the customer.
    await pay();
    expect((await upload(saleWithCard())).status).toBe(422);
    // Declined.
    customer('decline');
    expect((await upload(saleWithCard())).status).toBe(422);
    // Approved, but for another order, or for another amount.
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await pay({ payment_id: 'p-2', client_order_id: 'o-2' });
    expect((await upload(saleWithCard('p-2'))).status).toBe(422);
    await pay({ payment_id: 'p-3' });
    const more = demoInvoice({ client_order_id: 'o-1', payments: [{ method: 'card', payment_id: 'p-3', amount: 9.2, tendered: 9.2, change: 0 }] });
    expect((await upload(more)).status).toBe(422);
    expect(emu.control.invoices()).toHaveLength(0);
    expect(ledger().sale_without_approval).toEqual([]);
    // A card typed without a terminal names no payment and is taken as before.
    const typed = demoInvoice({ client_order_id: 'o-5', payments: [{ method: 'card', amount: 4.6, tendered: 4.6, change: 0 }] });
    expect((await upload(typed, 'o-5')).status).toBe(201);
  });

  test('13 a refund document naming a card refund the acquirer did not make is refused with the reason, and stores nothing', async () => {
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await pay();
    expect((await call(emu, '/api/v2/invoices', { method: 'POST', body: saleWithCard(), headers: { 'Idempotency-Key': 'o-1' } })).status).toBe(201);
    const refundDoc = (payment: Record<string, unknown>, id: string) =>
      demoRefund({ client_order_id: id, refund_of: 'o-1', payments: [{ method: 'card', amount: 2.3, ...payment }] });
    const upload = (payment: Record<string, unknown>, id: string) =>
      callJson<{ message: string; errors: { field: string; message: string }[] }>(emu, '/api/v2/invoices', { method: 'POST', body: refundDoc(payment, id), headers: { 'Idempotency-Key': id } });
    // Never refunded on the card.
    const never = await upload({ payment_id: 'p-1', card_refund_key: 'k-1' }, 'r-1');
    expect(never.status).toBe(422);
    expect(never.body.errors).toEqual([{ field: 'payments[0].card_refund_key', message: 'the acquirer made no such refund on this card payment' }]);
    // Money back to a card payment with no card refund named at all.
    expect((await upload({ payment_id: 'p-1' }, 'r-2')).body.errors.map((e) => e.field)).toEqual(['payments[0].card_refund_key']);
    // A card payment that is not the refunded sale's.
    expect((await upload({ payment_id: 'p-9', card_refund_key: 'k-1' }, 'r-3')).body.errors.map((e) => e.field)).toEqual(['payments[0].payment_id']);
    // Refunded on the card, but for another amount.
    const cardRefund = (key: string, amount: number) => call(emu, '/api/v2/card-payments/p-1/refund', { method: 'POST', body: { amount }, headers: { 'Idempotency-Key': key } });
    expect((await cardRefund('k-2', 1)).status).toBe(201);
    const other = await upload({ payment_id: 'p-1', card_refund_key: 'k-2' }, 'r-4');
    expect(other.status).toBe(422);
    expect(other.body.errors.map((e) => e.field)).toEqual(['payments[0].amount']);
    expect(emu.control.refunds()).toHaveLength(0);
    // Refunded on the card for what the document gives back: stored.
    expect((await cardRefund('k-3', 2.3)).status).toBe(201);
    expect((await upload({ payment_id: 'p-1', card_refund_key: 'k-3' }, 'r-5')).status).toBe(201);
    expect(emu.control.refunds()).toHaveLength(1);
  });

  test('13 control routes: the customer answers over HTTP; a bad action is refused', async () => {
    await pay();
    const ok = await fetch(`${emu.url}/__emulator/card-customer`, { method: 'POST', body: JSON.stringify({ action: 'approve', terminal_id: 'T-1' }) });
    expect(ok.status).toBe(200);
    const none = await fetch(`${emu.url}/__emulator/card-customer`, { method: 'POST', body: JSON.stringify({ action: 'approve' }) });
    expect(none.status).toBe(409);
    const bad = await fetch(`${emu.url}/__emulator/card-customer`, { method: 'POST', body: JSON.stringify({ action: 'pay' }) });
    expect(bad.status).toBe(400);
    const setUp = await fetch(`${emu.url}/__emulator/card-terminals`, { method: 'POST', body: JSON.stringify({ terminal_id: 'T-1', offline: true }) });
    expect(((await setUp.json()) as { offline: boolean }[])[0]!.offline).toBe(true);
  });
});
