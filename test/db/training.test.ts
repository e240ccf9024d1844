import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { readCatalog } from '../../src/db/catalogReader';
import { leaveTraining, startTraining } from '../../src/db/training';
import { TRAINING_DB_NAME, type PosDb } from '../../src/db/schema';
import { kwdMenu, generateCatalog } from '../kit/catalogs';
import { connectTo, openTestDb, queue } from '../kit/db';
import { cartOf, exampleBurger, orderRow } from '../kit/orders';
import { seedStaff } from '../kit/staff';
import { storeCatalog } from '../kit/storedCatalog';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const MANAGER = { staff_id: 'manager-Mona', name: 'Mona' };

/** The terminal's database and the training one, on the same IndexedDB as a terminal has them. */
function terminal(): { real: PosDb; training: PosDb } {
  const factory = new IDBFactory();
  return { real: openTestDb(factory), training: connectTo(factory, TRAINING_DB_NAME) };
}

/** Every row of the tables that hold what the cashier did, to compare before and after. */
async function theDay(db: PosDb) {
  const [cart, parked, orders, outbox, shifts, counters] = await Promise.all([
    db.cart.toArray(),
    db.parked.toArray(),
    db.orders.toArray(),
    db.outbox.toArray(),
    db.shifts.toArray(),
    db.counters.toArray(),
  ]);
  return { cart, parked, orders, outbox, shifts, counters };
}

describe('training database', () => {
  test('starting training copies the active catalog whole, the staff and the settings, marked training', async () => {
    const { real, training } = terminal();
    await storeCatalog(real, kwdMenu());
    await seedStaff(real, '123456');
    await real.settings.update('terminal', { serverUrl: 'https://pos.example', apiKey: 'k', kiosk: { enabled: true, pinHash: null, pinSalt: null, idleSeconds: 90 } });

    const started = await startTraining(real, training, MANAGER, NOW);

    expect(started).toEqual({ ok: true, state: { started_at: NOW.toISOString(), started_by: MANAGER } });
    expect(await readCatalog(training)).toEqual(await readCatalog(real));
    expect(await training.staff.toArray()).toEqual(await real.staff.toArray());
    const copied = await training.settings.get('terminal');
    expect(copied?.training).toEqual(started.ok && started.state);
    expect(copied?.kiosk.enabled).toBe(false);
    expect((await real.settings.get('terminal'))?.training).toEqual(started.ok && started.state);
  });

  test('a catalog of many listing records is copied a slice at a time, every product kept', async () => {
    const { real, training } = terminal();
    await storeCatalog(real, generateCatalog({ products: 3000, categories: 6, brands: 2, groupsPerBrand: 1, seed: 7 }));
    expect(await real.listingParts.count()).toBeGreaterThan(4);

    await startTraining(real, training, null, NOW);

    expect(await training.listingParts.count()).toBe(await real.listingParts.count());
    expect(await readCatalog(training)).toEqual(await readCatalog(real));
  });

  test('training does not start on a terminal with no catalog yet, and the terminal stays out of it', async () => {
    const { real, training } = terminal();
    expect(await startTraining(real, training, MANAGER, NOW)).toEqual({ ok: false, reason: 'no-catalog' });
    expect((await real.settings.get('terminal'))?.training ?? null).toBeNull();
  });

  test("the terminal's open order, parked order, sales and outbox are exactly as they were after training", async () => {
    const { real, training } = terminal();
    await storeCatalog(real, kwdMenu());
    const waiting = orderRow({ client_order_id: 'real-sale', ticket_no: '7' });
    await queue(real, { order: waiting, queuedAt: 1 });
    await real.parked.put({ id: 'real-parked', name: 'Table 4', parked_at: NOW.getTime(), cart: cartOf(2, exampleBurger) });
    await real.cart.put({ ...cartOf(2, exampleBurger, exampleBurger), id: 'current' });
    const before = await theDay(real);

    await startTraining(real, training, MANAGER, NOW);
    expect(await theDay(training)).toEqual({ cart: [], parked: [], orders: [], outbox: [], shifts: [], counters: [] });
    await queue(training, { order: orderRow({ client_order_id: 'training-sale', ticket_no: '1' }), queuedAt: 2 });
    await leaveTraining(real);

    // The day is as it was; the only writes are the audit trail's: training started and left.
    const after = await theDay(real);
    const audit = after.outbox.filter((e) => e.kind === 'audit');
    expect({ ...after, outbox: after.outbox.filter((e) => e.kind !== 'audit') }).toEqual(before);
    expect((await real.auditEvents.bulkGet(audit.map((e) => e.client_order_id))).map((e) => e?.kind).sort()).toEqual(['training_left', 'training_started']);
    expect((await real.settings.get('terminal'))?.training).toBeNull();
    // Kept apart in the training database, which the next training empties.
    expect((await training.orders.toArray()).map((o) => o.client_order_id)).toEqual(['training-sale']);
    await startTraining(real, training, MANAGER, NOW);
    expect(await training.orders.count()).toBe(0);
  });

  test('starting training ends the session: the trainee signs in to training, never works as the manager who started it', async () => {
    const { real, training } = terminal();
    await storeCatalog(real, kwdMenu());
    await seedStaff(real, '111111', 'Mona', 'manager');
    await real.settings.update('terminal', { signedIn: MANAGER.staff_id });
    await startTraining(real, training, MANAGER, NOW);
    expect((await training.settings.get('terminal'))?.signedIn).toBeNull();
    expect((await real.settings.get('terminal'))?.signedIn).toBeNull();
  });

  test('leaving training brings nobody back: whoever was signed in before, the till asks "Sign in"', async () => {
    const { real, training } = terminal();
    await storeCatalog(real, kwdMenu());
    await seedStaff(real, '111111', 'Mona', 'manager');
    await startTraining(real, training, MANAGER, NOW);
    // Signed in before training on another tab, or in training: either way not after it.
    await real.settings.update('terminal', { signedIn: MANAGER.staff_id });
    await leaveTraining(real);
    expect((await real.settings.get('terminal'))?.signedIn).toBeNull();
  });
});
