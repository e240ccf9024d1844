import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { listAuditEvents, recordAudit } from '../../../src/db/audit';
import { saveConnection } from '../../../src/db/settings';
import { auditEventBody } from '../../../src/sync/contracts/auditEvents';
import { createUploader, type Uploader } from '../../../src/sync/outbox/uploader';
import { openTestDb, queue } from '../../kit/db';
import { invoiceServer } from '../../kit/fetch';
import { fakeNetwork } from '../../kit/network';
import { orderRow } from '../../kit/orders';
import { fakeClock, T0, until } from '../../kit/timers';

const uploaders: Uploader[] = [];
afterEach(() => {
  for (const u of uploaders.splice(0)) u.stop();
});

async function setup() {
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const server = invoiceServer();
  const clock = fakeClock(T0);
  const start = () => {
    const uploader = createUploader({ db, fetch: server.fetch, network: fakeNetwork(true).network, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
    uploaders.push(uploader);
    return uploader.start();
  };
  return { db, server, start };
}

describe('assumed-contracts 16 audit events go through the outbox', () => {
  test('an event is sent once to /api/v2/audit-events under its event id, with the contract body, and marked uploaded', async () => {
    const t = await setup();
    const event = await recordAudit(t.db, 'drawer_opened', {}, { now: new Date(T0), newId: () => 'e-1' });
    await t.start();
    await until(async () => expect((await t.db.auditEvents.get('e-1'))?.upload).toBe('uploaded'));
    const sent = t.server.calls.filter((c) => c.path === '/api/v2/audit-events');
    expect(sent.map((c) => c.key)).toEqual(['e-1']);
    expect(sent[0]!.body).toEqual(JSON.parse(JSON.stringify(auditEventBody(event))));
    expect(Object.keys(sent[0]!.body).sort()).toEqual(['approved_by', 'at', 'detail', 'event_id', 'kind', 'location_id', 'staff_id', 'terminal_id']);
    expect(await t.db.outbox.count()).toBe(0);
  });

  test('a server without the route (404) keeps the event on the terminal, does not send it again, and the sales behind it go', async () => {
    const t = await setup();
    await recordAudit(t.db, 'settings_changed', { askTip: true }, { now: new Date(T0), newId: () => 'e-1' });
    const sale = orderRow();
    await queue(t.db, { order: sale, queuedAt: T0 + 1 });
    t.server.next({ status: 404, body: { status: false, message: 'Not found' } });
    await t.start();
    await until(async () => expect((await t.db.orders.get(sale.client_order_id))?.upload).toBe('uploaded'));
    const [kept] = await listAuditEvents(t.db);
    expect(kept).toMatchObject({ upload: 'kept', event_id: 'e-1' });
    expect(await t.db.outbox.count()).toBe(0);
    expect(t.server.calls.filter((c) => c.path === '/api/v2/audit-events')).toHaveLength(1);
  });
});
