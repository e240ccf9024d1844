import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { readUnsentFile, unsentFileName, unsentFileText, type UnsentContent } from '../../../src/app/unsent/unsentFile';
import { closedShiftRow, refundRow, voidRow } from '../../kit/day';
import { english } from '../../../src/core/names';
import type { ReadOutcome } from '../../../src/app/unsent/unsentFile';
import { orderRow } from '../../kit/orders';
import { m } from '../../kit/factories';

const SERVER = 'https://pos.example.com';

/** Why a file was refused, in English; null when it was read. */
const why = (read: ReadOutcome) => (read.ok ? null : english(read.message));
const sale = orderRow({ client_order_id: 'sale-1', ticket_no: 'T3-AAAAAAAA-000001' });
const content: UnsentContent = {
  format: 'pos-unsent',
  version: 1,
  server: SERVER,
  terminal_id: '4f2a9c1e-0000-4000-8000-000000000000',
  exported_at: '2026-11-21T18:30:00.000Z',
  documents: [
    { kind: 'sale', order: sale },
    { kind: 'refund', refund: refundRow(sale, { client_order_id: 'refund-1' }) },
    { kind: 'shift', shift: closedShiftRow([sale], '24.000') },
  ],
};

describe('the file of "Export unsent"', () => {
  test('holds the terminal id, the server and every document, sealed with the SHA-256 of its content, and reads back whole', async () => {
    const text = await unsentFileText(content);
    const file = JSON.parse(text) as { sha256: string; content: UnsentContent };
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.content.terminal_id).toBe(content.terminal_id);
    const read = await readUnsentFile(text, SERVER);
    expect(read).toEqual({ ok: true, content: JSON.parse(JSON.stringify(content)) });
    expect(unsentFileName(content)).toBe('unsent-4f2a9c1e-20261121T183000Z.json');
  });

  test('a sale paid by a tender a manager added, with a tip and guests, and its refund to that tender read back whole', async () => {
    const knet = { method: 'knet', method_name: 'KNET', kind: 'card' as const, amount: m('5.290'), tendered: m('5.290'), change: m('0'), tip: m('0.690') };
    const tipped = orderRow({ client_order_id: 'sale-k', ticket_no: 'T3-AAAAAAAA-000002', payments: [knet], tip: m('0.690'), guests: 2 });
    const refund = refundRow(tipped, { client_order_id: 'refund-k' });
    expect(refund.payments[0]).toMatchObject({ method: 'knet', method_name: 'KNET' });
    const withTender: UnsentContent = { ...content, documents: [{ kind: 'sale', order: tipped }, { kind: 'refund', refund }] };
    const read = await readUnsentFile(await unsentFileText(withTender), SERVER);
    expect(read).toEqual({ ok: true, content: JSON.parse(JSON.stringify(withTender)) });
  });

  test("a cleared order's void and a sold-out mark still to send read back whole", async () => {
    const mark = { id: 'mark-1', product_id: 11, sold_out: true, marked_at: '2026-11-21T18:00:00.000Z', upload: 'waiting' as const, invoice_id: null, message: null, uploaded_at: null };
    const waiting: UnsentContent = { ...content, documents: [{ kind: 'void', voided: voidRow({ upload: 'rejected', message: 'Unknown product' }) }, { kind: 'availability', change: mark }] };
    const read = await readUnsentFile(await unsentFileText(waiting), SERVER);
    expect(read).toEqual({ ok: true, content: JSON.parse(JSON.stringify(waiting)) });
  });

  test('an amount changed by hand is refused: the SHA-256 no longer matches', async () => {
    const text = (await unsentFileText(content)).replace('"total":4600', '"total":460');
    expect(text).toContain('"total":460');
    expect(why(await readUnsentFile(text, SERVER))).toContain('changed after it was exported');
  });

  test.each([
    ['cut short', async () => (await unsentFileText(content)).slice(0, -40)],
    ['not JSON', async () => 'PK\u0003\u0004 a zip file'],
    ['another kind of file', async () => JSON.stringify({ hello: 'world' })],
    ['a document without its key, sealed again', async () => {
      const broken = { ...content, documents: [{ kind: 'sale', order: { ...sale, client_order_id: '' } }] } as unknown as UnsentContent;
      return unsentFileText(broken);
    }],
  ])('a file %s is refused as not an export, or damaged', async (_what, make) => {
    expect(why(await readUnsentFile(await make(), SERVER))).toContain('damaged');
  });

  test('a file for another server is refused, naming both', async () => {
    const read = await readUnsentFile(await unsentFileText(content), 'https://other.example.com');
    expect(why(read)).toBe(`This file is for the server ${SERVER}; this terminal sends to https://other.example.com. Import it on a terminal of that server: nothing was imported.`);
  });
});
