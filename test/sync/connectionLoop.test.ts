import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import type { PosDb } from '../../src/db/schema';
import { saveConnection } from '../../src/db/settings';
import {
  createConnectionLoop,
  type ConnectionLoop,
  type KeyRefusal,
  type LoopDelegate,
  type TurnAsk,
  type TurnEnd,
} from '../../src/sync/connectionLoop';
import { openTestDb } from '../kit/db';
import { fakeClock, until } from '../kit/timers';
import { fakeNetwork } from '../kit/network';

const loops: ConnectionLoop[] = [];
afterEach(() => {
  for (const loop of loops.splice(0)) loop.stop();
});

/** A delegate whose turns end as the test says, one by one (idle once the script is out). */
function scripted(ends: Array<TurnEnd | Error>, extra: Partial<LoopDelegate> = {}) {
  const turns: Array<{ key: string; ask: TurnAsk; signal: AbortSignal }> = [];
  const delegate: LoopDelegate = {
    lock: { name: 'test-lock', mode: 'skip' },
    whileRunning: 'follow',
    backoffMs: (failures) => failures * 1_000,
    async turn(connection, ask, signal) {
      turns.push({ key: connection.apiKey, ask, signal });
      const end = ends.shift() ?? { kind: 'idle' };
      if (end instanceof Error) throw end;
      return end;
    },
    ...extra,
  };
  return { delegate, turns };
}

async function setup(options: { db?: PosDb; online?: boolean } = {}) {
  const db = options.db ?? openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const clock = fakeClock();
  const net = fakeNetwork(options.online ?? true);
  const make = async (delegate: LoopDelegate, refusal?: KeyRefusal) => {
    const loop = createConnectionLoop(delegate, { db, network: net.network, timers: clock.timers, locks: null, refusal });
    loops.push(loop);
    await loop.start();
    return loop;
  };
  return { db, clock, net, make };
}

describe('when the next turn runs', () => {
  test('a failed turn is retried after the growing backoff, and a success resets it', async () => {
    const t = await setup();
    const { delegate, turns } = scripted([{ kind: 'failed' }, { kind: 'failed' }, { kind: 'again', afterMs: 60_000 }, { kind: 'failed' }]);
    await t.make(delegate);
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    t.clock.runNext();
    await until(() => expect(t.clock.delays()).toEqual([2_000]));
    t.clock.runNext();
    await until(() => expect(t.clock.delays()).toEqual([60_000]));
    t.clock.runNext();
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    expect(turns).toHaveLength(4);
  });

  test('a turn that throws loses nothing: it is retried after the backoff', async () => {
    const t = await setup();
    const { delegate, turns } = scripted([new Error('QuotaExceededError')]);
    await t.make(delegate);
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    t.clock.runNext();
    await until(() => expect(turns).toHaveLength(2));
  });

  test('offline, no turn runs and no timer waits; the network coming back runs one at once', async () => {
    const t = await setup({ online: false });
    const { delegate, turns } = scripted([]);
    await t.make(delegate);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(turns).toHaveLength(0);
    expect(t.clock.delays()).toEqual([]);
    t.net.set(true);
    await until(() => expect(turns).toHaveLength(1));
    expect(turns[0]!.ask.force).toBe(true);
  });

  test('a loop with a watchdog runs only on it, and re-arms it after every turn', async () => {
    const t = await setup();
    const { delegate, turns } = scripted([{ kind: 'failed' }], { watchdogMs: 60_000 });
    await t.make(delegate);
    expect(turns).toHaveLength(0);
    expect(t.clock.delays()).toEqual([60_000]);
    t.clock.runNext();
    await until(() => expect(turns).toHaveLength(1));
    await until(() => expect(t.clock.delays()).toEqual([60_000]));
  });

  test('a tab that finds the lock taken (skip mode) takes the turn the delegate names', async () => {
    const t = await setup();
    // What navigator.locks hands an `ifAvailable` request while another tab holds the lock.
    const taken = { request: (_name: string, _options: object, callback: (lock: unknown) => Promise<void>) => callback(null) };
    const { delegate, turns } = scripted([], { lockTaken: () => ({ kind: 'again', afterMs: 15 * 60_000 }) });
    const loop = createConnectionLoop(delegate, { db: t.db, network: t.net.network, timers: t.clock.timers, locks: taken });
    loops.push(loop);
    await loop.start();
    await until(() => expect(t.clock.delays()).toEqual([15 * 60_000]));
    expect(turns).toHaveLength(0);
  });
});

describe('requests during a turn', () => {
  test('follow it with one more turn, their asks merged', async () => {
    const t = await setup();
    let finish: () => void = () => undefined;
    const { delegate, turns } = scripted([]);
    const slow: LoopDelegate = {
      ...delegate,
      turn: async (c, ask, signal) => {
        const end = await delegate.turn(c, ask, signal);
        if (turns.length === 1) await new Promise<void>((resolve) => (finish = resolve));
        return end;
      },
    };
    const loop = await t.make(slow);
    await until(() => expect(turns).toHaveLength(1));
    void loop.request({ force: true });
    const both = loop.request({ manual: true });
    finish();
    await both;
    expect(turns.map((x) => x.ask)).toEqual([
      { manual: false, force: false },
      { manual: true, force: true },
    ]);
  });

  test('join it in a loop that says so', async () => {
    const t = await setup();
    let finish: () => void = () => undefined;
    const { delegate, turns } = scripted([]);
    const loop = await t.make({
      ...delegate,
      whileRunning: 'join',
      turn: async (c, ask, signal) => {
        turns.push({ key: c.apiKey, ask, signal });
        await new Promise<void>((resolve) => (finish = resolve));
        return { kind: 'idle' };
      },
    });
    await until(() => expect(turns).toHaveLength(1));
    const joined = loop.request({ manual: true });
    finish();
    await joined;
    expect(turns).toHaveLength(1);
  });
});

describe('a refused key', () => {
  test('written once stops every loop that shares it, until the key changes', async () => {
    const t = await setup();
    const refusal: KeyRefusal = { key: null };
    const sync = scripted([{ kind: 'refused' }]);
    const poll = scripted([], { watchdogMs: 60_000 });
    await t.make(sync.delegate, refusal);
    await t.make(poll.delegate, refusal);
    await until(() => expect(refusal.key).toBe('key-1'));
    t.clock.runNext();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(poll.turns).toHaveLength(0);
    expect(t.clock.delays()).toEqual([60_000]);

    await saveConnection(t.db, 'https://pos.example.com', 'key-2');
    await until(() => expect(sync.turns).toHaveLength(2));
    expect(sync.turns[1]!.key).toBe('key-2');
    expect(refusal.key).toBeNull();
  });

  test('a person asking tries once more with the same key', async () => {
    const t = await setup();
    const { delegate, turns } = scripted([{ kind: 'refused' }]);
    const loop = await t.make(delegate);
    await until(() => expect(turns).toHaveLength(1));
    await loop.request();
    expect(turns).toHaveLength(1);
    await loop.request({ manual: true });
    expect(turns).toHaveLength(2);
  });
});

test('a change of server or key aborts the running turn and runs one with the new key', async () => {
  const t = await setup();
  const { delegate, turns } = scripted([]);
  await t.make({
    ...delegate,
    turn: async (c, ask, signal) => {
      turns.push({ key: c.apiKey, ask, signal });
      if (turns.length === 1) await new Promise((resolve) => signal.addEventListener('abort', resolve));
      return { kind: 'idle' };
    },
  });
  await until(() => expect(turns).toHaveLength(1));
  await saveConnection(t.db, 'https://pos.example.com', 'key-2');
  await until(() => expect(turns).toHaveLength(2));
  expect(turns[0]!.signal.aborted).toBe(true);
  expect(turns[1]!.key).toBe('key-2');
});

test('stop leaves no timer and runs no further turn', async () => {
  const t = await setup();
  const { delegate, turns } = scripted([{ kind: 'again', afterMs: 5_000 }]);
  const loop = await t.make(delegate);
  await until(() => expect(t.clock.delays()).toEqual([5_000]));
  loop.stop();
  expect(t.clock.delays()).toEqual([]);
  await loop.request({ manual: true });
  expect(turns).toHaveLength(1);
});
