import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { claimPaper, queueScreenTickets, stationsOnPaper, unacknowledgedTickets } from '../../src/db/kitchenScreen';
import { headOfQueue, markUploaded } from '../../src/db/outbox';
import { waitingCounts } from '../../src/db/waiting';
import type { KitchenTicket } from '../../src/day/kitchenTicket';
import type { NewPrintJob } from '../../src/db/printJobs';
import type { ScreenTicket } from '../../src/kitchen/screenTicket';
import { openTestDb } from '../kit/db';

const ticket = (id: string, station = 'Grill'): ScreenTicket => ({
  ticket_id: id,
  client_order_id: 'o-1',
  terminal_id: 't-1',
  location_id: 3,
  station,
  kind: 'new',
  order_name: 'Table 4',
  call_number: null,
  sent_at: '2026-11-29T09:00:00.000Z',
  lines: [{ line_id: 'l-1', product_id: 41, name: 'Burger', quantity: '1', options: [], note: null, category_name: 'Burgers', preparation_time: 8 }],
});
const printable = { ticket_no: '', order_name: 'Table 4', channel: null, created_at: '2026-11-29T09:00:00.000Z', order_note: null, lines: [], mark: null, station: 'Grill' } as KitchenTicket;

describe('kitchen screen tickets on the till (assumed-contracts 14)', () => {
  test('each ticket is queued for upload with its own ticket_id as the key, as kind kitchen, not counted as an unsent sale', async () => {
    const db = openTestDb();
    await queueScreenTickets(db, [{ ticket: ticket('k-1'), printable }, { ticket: ticket('k-2', 'Bar'), printable }]);
    const head = await headOfQueue(db);
    expect(head?.entry).toMatchObject({ client_order_id: 'k-1', kind: 'kitchen' });
    expect(head?.document).toMatchObject({ kind: 'kitchen', ticket: { ticket_id: 'k-1' } });
    expect((await waitingCounts(db)).queued).toBe(0);
  });

  test('paper is claimed once: a second claim, or a ticket acknowledged first, prints nothing', async () => {
    const db = openTestDb();
    await queueScreenTickets(db, [{ ticket: ticket('k-1'), printable }, { ticket: ticket('k-2'), printable }]);
    await markUploaded(db, 'k-2', 'k-2', '2026-11-29T09:00:05.000Z');
    expect((await unacknowledgedTickets(db)).map((t) => t.ticket_id)).toEqual(['k-1']);
    expect((await claimPaper(db, ['k-1', 'k-2'])).map((t) => t.ticket_id)).toEqual(['k-1']);
    expect(await claimPaper(db, ['k-1'])).toEqual([]);
    expect(await unacknowledgedTickets(db)).toEqual([]);
  });

  test('the stations that fell back to paper are named for the status bar', async () => {
    const db = openTestDb();
    await queueScreenTickets(db, [{ ticket: ticket('k-1'), printable }, { ticket: ticket('k-2', 'Bar'), printable }]);
    await claimPaper(db, ['k-1']);
    expect(await stationsOnPaper(db, '2026-11-29T08:50:00.000Z')).toEqual(['Grill']);
    expect(await stationsOnPaper(db, '2026-11-29T09:10:00.000Z')).toEqual([]);
  });

  test('a claim writes the paper flag and its print job together, marked screen offline', async () => {
    const db = openTestDb();
    await queueScreenTickets(db, [{ ticket: ticket('k-1'), printable }]);
    const jobsOf = (tickets: readonly KitchenTicket[]): NewPrintJob[] =>
      tickets.map((t, i) => ({ id: `job-${i}`, printer_id: 'grill', kind: 'kitchen', title: t.station ?? '', document: { direction: 'ltr', lines: [], cut: true, drawer: false }, station: t.station ?? null }));
    const seen: KitchenTicket[] = [];
    await claimPaper(db, ['k-1'], (tickets) => (seen.push(...tickets), jobsOf(tickets)), 1000);
    expect(seen).toEqual([{ ...printable, screen_offline: true }]);
    expect((await db.kitchenTickets.get('k-1'))?.paper).toBe(true);
    expect(await db.printJobs.toArray()).toMatchObject([{ id: 'job-0', printer_id: 'grill', state: 'queued', station: 'Grill' }]);
  });

  test('a claim whose print job cannot be stored leaves the ticket unclaimed, to print on the next look', async () => {
    const db = openTestDb();
    await queueScreenTickets(db, [{ ticket: ticket('k-1'), printable }]);
    await expect(
      claimPaper(db, ['k-1'], () => {
        throw new Error('no jobs');
      }),
    ).rejects.toThrow('no jobs');
    expect((await db.kitchenTickets.get('k-1'))?.paper).toBe(false);
    expect(await db.printJobs.count()).toBe(0);
    expect((await unacknowledgedTickets(db)).map((t) => t.ticket_id)).toEqual(['k-1']);
  });
});
