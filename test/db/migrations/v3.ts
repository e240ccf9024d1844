import { expect } from 'vitest';
import { readCart } from '../../../src/db/cart';
import { queuedIds } from '../../../src/db/outbox';
import { orderRow } from '../../kit/orders';
import type { VersionFixture } from './fixture';

const sale = orderRow({ client_order_id: 'sale-3', ticket_seq: 7 });

/** A till mid-day: an open order, a completed sale waiting to upload, the ticket counter at 7. */
export const v3: VersionFixture = {
  version: 3,
  promise: 'the open order, the sale, its place in the upload queue and the ticket counter are kept; the settings gain kiosk mode off',
  rows: {
    settings: [{ id: 'terminal', serverUrl: null, apiKey: null, terminalId: 'till-3', syncIntervalMinutes: 15, persistedStorage: null }],
    cart: [{ id: 'current', lines: sale.lines, channel_id: null, brand_id: 1, revision: 4 }],
    orders: [sale],
    outbox: [{ client_order_id: 'sale-3', queued_at: 1_700_000_000_000, attempts: 1, next_attempt_at: 0, last_error: 'Server error' }],
    counters: [{ id: 'ticket', value: 7 }],
  },
  async upgraded(db) {
    expect(await readCart(db, 1)).toMatchObject({ lines: sale.lines, brand_id: 1, revision: 4 });
    expect(await db.orders.get('sale-3')).toEqual(sale);
    expect(await queuedIds(db)).toEqual(['sale-3']);
    expect(await db.counters.get('ticket')).toEqual({ id: 'ticket', value: 7 });
    expect((await db.settings.get('terminal'))?.kiosk).toEqual({ enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 });
  },
};
