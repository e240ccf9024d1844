/**
 * The dialogs a cashier opens first (the picker, "Pay", "Orders") are loaded ahead only in the
 * browser's idle periods: on a busy tablet nothing forces them in among the first taps, however
 * long the till stays busy. The browser's `requestIdleCallback` is played by a fake that keeps
 * its promise: a callback runs in an idle period, or when the timeout it was given runs out.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { idle } from '../../src/app/idle';
import { loadFirstUseChunks } from '../../src/app/firstUseChunks';
import { until } from '../kit/timers';

/** The chunks loaded ahead, in order; each mocked dialog's `preload` notes its own. */
const { loaded, chunk } = vi.hoisted(() => {
  const loaded: string[] = [];
  return { loaded, chunk: (name: string) => ({ preload: () => Promise.resolve(loaded.push(name)) }) };
});

vi.mock('../../src/app/firstUseDialogs', () => ({ PickerDialog: chunk('picker'), SaleDialogs: chunk('sale dialogs'), OrdersFlow: chunk('orders flow') }));
vi.mock('../../src/app/SaleDialogs', () => ({ TillPayment: chunk('till payment'), KioskPayment: chunk('kiosk payment') }));
vi.mock('../../src/app/OrdersFlow', () => ({ OrdersDialog: chunk('orders') }));

/** The browser's idle callbacks: none runs while the main thread is busy, unless its timeout runs out. */
function browserIdleCallbacks() {
  const waiting = new Set<() => void>();
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    const run = () => {
      if (waiting.delete(run)) callback();
    };
    waiting.add(run);
    if (options?.timeout !== undefined) setTimeout(run, options.timeout);
    return 0;
  });
  return {
    /** Once a callback is asked for, an idle period: the callbacks asked for before it run. */
    async idlePeriod() {
      await until(() => expect(waiting.size).toBeGreaterThan(0));
      for (const run of [...waiting]) run();
    },
  };
}

/** The till stays busy for a minute: no idle period, only time passing. */
const busyForAMinute = () => vi.advanceTimersByTimeAsync(60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  loaded.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for the till to be idle', () => {
  test('on a busy till it waits as long as the till is busy, and goes on at its first pause', async () => {
    const browser = browserIdleCallbacks();
    let done = false;
    void idle().then(() => (done = true));
    await busyForAMinute();
    expect(done).toBe(false);
    await browser.idlePeriod();
    await until(() => expect(done).toBe(true));
  });

  test('where the browser has no idle callbacks, it goes on after a short timeout', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = false;
    void idle().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });
});

describe('the first-use dialogs loaded ahead', () => {
  test('none loads while the till is busy; then one each idle period: the picker, "Pay", "Orders"', async () => {
    const browser = browserIdleCallbacks();
    const done = loadFirstUseChunks(false);
    await busyForAMinute();
    expect(loaded).toEqual([]);
    await browser.idlePeriod();
    await until(() => expect(loaded).toEqual(['picker']));
    await busyForAMinute();
    expect(loaded).toEqual(['picker']);
    for (let i = 1; i < 5; i++) {
      await browser.idlePeriod();
      await until(() => expect(loaded).toHaveLength(i + 1));
    }
    await done;
    expect(loaded).toEqual(['picker', 'sale dialogs', 'till payment', 'orders flow', 'orders']);
  });

  test('a kiosk loads only what its customers open: the picker and its own payment', async () => {
    const browser = browserIdleCallbacks();
    const done = loadFirstUseChunks(true);
    for (let i = 0; i < 3; i++) {
      await browser.idlePeriod();
      await until(() => expect(loaded).toHaveLength(i + 1));
    }
    await done;
    expect(loaded).toEqual(['picker', 'sale dialogs', 'kiosk payment']);
  });
});
