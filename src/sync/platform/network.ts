/**
 * Reachability: whether the POS server can be reached, the one online state of the app.
 *
 * A shop's Wi-Fi is often up while its internet is down, and `navigator.onLine` then says
 * online; so the browser is believed only when it says offline. The truth comes from requests:
 *
 *                     request got no answer (network error, timeout)
 *                     browser's offline event
 *     +-----------+  ------------------------------------------------>  +-------------+
 *     | REACHABLE |                                                     | UNREACHABLE |--+
 *     +-----------+  <------------------------------------------------  +-------------+  |
 *                     a probe was answered (any HTTP answer)              ^   probe with |
 *                                                                         |   backoff    |
 *                                                                         +--------------+
 *
 * While unreachable a light probe (GET /api/v2/session) runs after 5 s, then 10, 20 and every
 * 30 s. The browser's online event, a person asking ("Sync now") or a new connection probe
 * at once instead of waiting for the next step; the online event itself is not trusted.
 *
 * Promises: listeners hear only real changes (online to offline and back); the state is also
 * TanStack Query's (`feedOnlineManager`), so the whole app sees one online state.
 */
import { onlineManager } from '@tanstack/react-query';
import { browserTimers, type Timers } from './timers';

/** What the background loops read and tell. */
export interface NetworkState {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
  /** A request got no answer (a network error or a timeout): the server is unreachable now. */
  reportUnreachable(): void;
  /** Probe now rather than at the next backoff step (a person asked, the connection changed). */
  probeNow(): void;
}

export type ReachabilityState = { kind: 'reachable' } | { kind: 'unreachable'; failedProbes: number; probing: boolean };

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 */
export type ReachabilityEvent =
  | { type: 'requestWentUnanswered' }
  | { type: 'browserWentOffline' }
  /** Not trusted: it only starts the probe backoff over. */
  | { type: 'browserCameOnline' }
  | { type: 'probeStarted' }
  | { type: 'probeAnswered' }
  | { type: 'probeWentUnanswered' };

export const REACHABLE: ReachabilityState = { kind: 'reachable' };
const UNREACHABLE: ReachabilityState = { kind: 'unreachable', failedProbes: 0, probing: false };

export function reachabilityReducer(state: ReachabilityState, event: ReachabilityEvent): ReachabilityState {
  switch (event.type) {
    case 'requestWentUnanswered':
    case 'browserWentOffline':
      return state.kind === 'reachable' ? UNREACHABLE : state;
    case 'browserCameOnline':
      return state.kind === 'unreachable' && state.failedProbes > 0 ? { ...state, failedProbes: 0 } : state;
    case 'probeStarted':
      return state.kind === 'unreachable' && !state.probing ? { ...state, probing: true } : state;
    case 'probeAnswered':
      return REACHABLE;
    case 'probeWentUnanswered':
      return state.kind === 'unreachable' ? { kind: 'unreachable', failedProbes: state.failedProbes + 1, probing: false } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

const PROBE_BASE_MS = 5_000;
const PROBE_MAX_MS = 30_000;

/** The wait before the next probe after `failedProbes` unanswered ones: 5 s, doubling, capped at 30 s. */
export function probeDelay(failedProbes: number, baseMs = PROBE_BASE_MS, maxMs = PROBE_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(failedProbes, 20));
}

/** The browser's own idea of the network: `navigator.onLine` and its online/offline events. */
export interface BrowserOnline {
  onLine(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export function browserOnline(): BrowserOnline | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    onLine: () => navigator.onLine !== false,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

interface ReachabilityOptions {
  /** The light request: true when the server answered anything, false when it did not. */
  probe: () => Promise<boolean>;
  timers?: Timers;
  /** null: no browser events (tests, a worker). */
  browser?: BrowserOnline | null;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface Reachability extends NetworkState {
  getSnapshot(): ReachabilityState;
  /** Removes the browser listeners and the probe timer. */
  stop(): void;
}

export function createReachability(options: ReachabilityOptions): Reachability {
  const timers = options.timers ?? browserTimers;
  const browser = options.browser === undefined ? browserOnline() : options.browser;
  // Not a zustand store: listeners hear only online/offline, never a probe count, and `stop` drops them.
  const listeners = new Set<(online: boolean) => void>();
  let state: ReachabilityState = browser && !browser.onLine() ? UNREACHABLE : REACHABLE;
  let timer: unknown = null;
  let stopped = false;

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  /** Keeps the probe timer in step with the state: armed only while unreachable and not probing. */
  function plan() {
    if (stopped || state.kind === 'reachable' || state.probing) return clearTimer();
    if (timer !== null) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void probe();
    }, probeDelay(state.failedProbes, options.baseDelayMs, options.maxDelayMs));
  }

  function dispatch(event: ReachabilityEvent) {
    const before = state;
    state = reachabilityReducer(state, event);
    if (state === before) return;
    if (before.kind === 'unreachable' && state.kind === 'unreachable' && before.failedProbes !== state.failedProbes) clearTimer();
    plan();
    if (before.kind !== state.kind) for (const listener of [...listeners]) listener(state.kind === 'reachable');
  }

  async function probe() {
    if (stopped || state.kind === 'reachable' || state.probing) return;
    clearTimer();
    dispatch({ type: 'probeStarted' });
    const answered = await options.probe().catch(() => false);
    if (!stopped) dispatch({ type: answered ? 'probeAnswered' : 'probeWentUnanswered' });
  }

  const unsubscribeBrowser = browser?.subscribe((online) => {
    if (!online) return dispatch({ type: 'browserWentOffline' });
    dispatch({ type: 'browserCameOnline' });
    void probe();
  });
  plan();

  return {
    isOnline: () => state.kind === 'reachable',
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportUnreachable: () => dispatch({ type: 'requestWentUnanswered' }),
    probeNow: () => void probe(),
    stop() {
      stopped = true;
      clearTimer();
      unsubscribeBrowser?.();
      listeners.clear();
    },
  };
}

/**
 * Makes TanStack Query's `onlineManager` follow reachability instead of the browser's events,
 * so one online state serves the whole app. Its reader on the till's page: the card terminal's
 * watch (src/checkout/ui/CardTerminalWatch.tsx), which asks again about unfinished card
 * payments when the server comes back. The listing queries do not read it
 * (`networkMode: 'always'`); the kitchen pages run no reachability and keep the browser's.
 */
export function feedOnlineManager(network: NetworkState): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(network.isOnline());
    return network.subscribe(setOnline);
  });
}
