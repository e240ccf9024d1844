import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  createReachability,
  feedOnlineManager,
  probeDelay,
  reachabilityReducer,
  REACHABLE,
  type Reachability,
  type ReachabilityEvent,
  type ReachabilityState,
} from '../../../src/sync/platform/network';
import { fakeBrowser } from '../../kit/network';
import { fakeClock, until } from '../../kit/timers';

const unreachable = (failedProbes = 0, probing = false): ReachabilityState => ({ kind: 'unreachable', failedProbes, probing });

describe('the reachability state machine', () => {
  test.each<[string, ReachabilityState, ReachabilityEvent, ReachabilityState]>([
    ['a request with no answer makes the server unreachable', REACHABLE, { type: 'requestWentUnanswered' }, unreachable()],
    ["the browser's offline event counts at once", REACHABLE, { type: 'browserWentOffline' }, unreachable()],
    ["the browser's online event is not trusted", unreachable(2), { type: 'browserCameOnline' }, unreachable(0)],
    ['a probe answered makes it reachable', unreachable(3, true), { type: 'probeAnswered' }, REACHABLE],
    ['a probe unanswered counts for the backoff', unreachable(1, true), { type: 'probeWentUnanswered' }, unreachable(2)],
    ['a probe starts only while unreachable', unreachable(1), { type: 'probeStarted' }, unreachable(1, true)],
  ])('%s', (_rule, state, event, expected) => {
    expect(reachabilityReducer(state, event)).toEqual(expected);
  });

  test.each<[string, ReachabilityState, ReachabilityEvent]>([
    ['a second unanswered request', unreachable(2), { type: 'requestWentUnanswered' }],
    ['the online event while reachable', REACHABLE, { type: 'browserCameOnline' }],
    ['a probe while reachable', REACHABLE, { type: 'probeStarted' }],
    ['a second probe while one runs', unreachable(0, true), { type: 'probeStarted' }],
  ])('nothing changes on %s (same object)', (_case, state, event) => {
    expect(reachabilityReducer(state, event)).toBe(state);
  });

  test('probes wait 5 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => probeDelay(n))).toEqual([5_000, 10_000, 20_000, 30_000, 30_000, 30_000]);
  });
});

const made: Reachability[] = [];
afterEach(() => {
  for (const r of made.splice(0)) r.stop();
});

function setup(options: { browserOnline?: boolean; answers?: boolean[] } = {}) {
  const clock = fakeClock();
  const browser = fakeBrowser(options.browserOnline ?? true);
  const answers = [...(options.answers ?? [])];
  const probe = vi.fn(async () => answers.shift() ?? false);
  const reachability = createReachability({ probe, timers: clock.timers, browser: browser.browser });
  made.push(reachability);
  const heard: boolean[] = [];
  reachability.subscribe((online) => heard.push(online));
  return { clock, browser, probe, reachability, heard };
}

describe('reachability, on a fake clock', () => {
  test('a request with no answer puts the till offline at once, whatever the browser says', () => {
    const t = setup({ browserOnline: true });
    expect(t.reachability.isOnline()).toBe(true);
    t.reachability.reportUnreachable();
    t.reachability.reportUnreachable();
    expect(t.reachability.isOnline()).toBe(false);
    expect(t.heard).toEqual([false]);
  });

  test('while unreachable a probe runs after 5 s, then 10 s, 20 s and every 30 s; an answer brings it back', async () => {
    const t = setup({ answers: [false, false, false, false, true] });
    t.reachability.reportUnreachable();
    const waits: number[] = [];
    for (let probes = 1; probes <= 5; probes += 1) {
      await until(() => expect(t.clock.delays()).toHaveLength(1));
      waits.push(t.clock.delays()[0]!);
      t.clock.runNext();
      await until(() => expect(t.probe).toHaveBeenCalledTimes(probes));
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 30_000, 30_000]);
    await until(() => expect(t.reachability.isOnline()).toBe(true));
    expect(t.heard).toEqual([false, true]);
    expect(t.clock.delays()).toEqual([]);
  });

  test("the browser's offline event counts at once; its online event probes at once and is not trusted", async () => {
    const t = setup({ answers: [false, true] });
    t.browser.fire(false);
    expect(t.reachability.isOnline()).toBe(false);
    expect(t.probe).not.toHaveBeenCalled();

    t.browser.fire(true);
    await until(() => expect(t.probe).toHaveBeenCalledTimes(1));
    await until(() => expect(t.clock.delays()).toEqual([10_000]));
    expect(t.reachability.isOnline()).toBe(false);

    t.browser.fire(true);
    await until(() => expect(t.reachability.isOnline()).toBe(true));
    expect(t.probe).toHaveBeenCalledTimes(2);
  });

  test('a page that opens with the browser offline starts offline and probes', async () => {
    const t = setup({ browserOnline: false, answers: [true] });
    expect(t.reachability.isOnline()).toBe(false);
    expect(t.clock.delays()).toEqual([5_000]);
    t.clock.runNext();
    await until(() => expect(t.reachability.isOnline()).toBe(true));
  });

  test('a person asking probes now instead of at the next step', async () => {
    const t = setup({ answers: [true] });
    t.reachability.reportUnreachable();
    t.reachability.probeNow();
    await until(() => expect(t.reachability.isOnline()).toBe(true));
    expect(t.clock.delays()).toEqual([]);
  });

  test('a probe that throws counts as unanswered', async () => {
    const t = setup();
    t.probe.mockRejectedValueOnce(new Error('no settings'));
    t.reachability.reportUnreachable();
    t.clock.runNext();
    await until(() => expect(t.clock.delays()).toEqual([10_000]));
    expect(t.reachability.isOnline()).toBe(false);
  });
});

test("TanStack Query's onlineManager follows reachability, not the browser", async () => {
  const t = setup({ answers: [true] });
  feedOnlineManager(t.reachability);
  try {
    expect(onlineManager.isOnline()).toBe(true);
    t.reachability.reportUnreachable();
    expect(onlineManager.isOnline()).toBe(false);
    t.reachability.probeNow();
    await until(() => expect(onlineManager.isOnline()).toBe(true));
  } finally {
    onlineManager.setEventListener(() => undefined);
  }
});
