/**
 * "Change server or key" keeps what waits with the server and branch it was made for: another
 * server is refused while anything waits, a key of another branch asks first.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../src/app/db';
import { reconnect } from '../../src/app/data/unsent';
import { english } from '../../src/core/names';
import { readSettings, saveConnection } from '../../src/db/settings';
import { emulatorPerFile, start } from '../kit/emulator';
import { queue } from '../kit/db';
import { orderRow } from '../kit/orders';
import { T0 } from '../kit/timers';

const emu = emulatorPerFile({ reset: true });

beforeEach(async () => {
  await Promise.all([db.orders.clear(), db.outbox.clear(), db.refunds.clear(), db.shifts.clear()]);
  await saveConnection(db, emu.url, 'demo-key');
});

const ask = (url: string, key: string) => {
  const onSaved = vi.fn();
  return { onSaved, outcome: (async () => reconnect(db, await readSettings(db), url, key, { syncNow: async () => undefined, onSaved }))() };
};

describe('"Change server or key"', () => {
  test('to another server is refused while anything waits to upload, with the count, and nothing is saved', async () => {
    const other = await start();
    try {
      await queue(db, { order: orderRow(), queuedAt: T0 }, { order: orderRow(), queuedAt: T0 + 1 });
      const { outcome, onSaved } = ask(other.url, 'demo-key');
      const refused = await outcome;
      expect(!refused.ok && english(refused.message)).toMatch(/^The server was not changed: 2 sales, refunds, shifts, voids or sold-out marks have not reached the server yet/);
      expect(onSaved).not.toHaveBeenCalled();
      expect((await readSettings(db)).serverUrl).toBe(emu.url);
    } finally {
      await other.close();
    }
  });

  test('to a key of another branch says which branches and asks before anything waiting goes there', async () => {
    await queue(db, { order: orderRow({ location_id: 3 }), queuedAt: T0 });
    emu.control.setSession({ location: { id: 7, name: 'Airport' } });
    const { outcome, onSaved } = ask(emu.url, 'demo-key');
    const asked = await outcome;
    if (asked.ok || !asked.confirm) throw new Error('no question asked');
    expect(english(asked.message)).toContain('This key sells for Airport (branch 7), but 1 sale, refund, shift, void or sold-out mark waiting to upload was made at branch 3');
    expect(english(asked.confirm.label)).toBe('Connect and send them there');
    expect(onSaved).not.toHaveBeenCalled();
    expect(await asked.confirm.run()).toEqual({ ok: true });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  test('a new key of the same server and branch (a rotated key) is saved at once, waiting sales and all', async () => {
    await queue(db, { order: orderRow({ location_id: 3 }), queuedAt: T0 });
    emu.control.setApiKey('rotated-key');
    const { outcome, onSaved } = ask(emu.url, 'rotated-key');
    expect(await outcome).toEqual({ ok: true });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await readSettings(db)).toMatchObject({ apiKey: 'rotated-key' });
  });
});
