/**
 * Fakes of `src/sync/platform/network`: reachability as a switch the test flips, and the
 * browser's own online flag with its events.
 */
import type { BrowserOnline, NetworkState } from '../../src/sync/platform/network';

/**
 * Reachability as a switch: `set(false)` and `set(true)` are the server becoming unreachable
 * and reachable again. A request reported unanswered turns it off, as the real one does; it
 * comes back only through `set(true)`. `probes` counts the probes asked for.
 */
export function fakeNetwork(online = true) {
  let state = online;
  let probes = 0;
  const listeners = new Set<(online: boolean) => void>();
  const set = (value: boolean) => {
    state = value;
    for (const l of [...listeners]) l(value);
  };
  const network: NetworkState = {
    isOnline: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportUnreachable: () => {
      if (state) set(false);
    },
    probeNow: () => {
      probes += 1;
    },
  };
  return { network, set, probes: () => probes };
}

/** The browser's `navigator.onLine` and its online/offline events; `fire` is the browser changing its mind. */
export function fakeBrowser(online: boolean) {
  let state = online;
  const listeners = new Set<(online: boolean) => void>();
  const browser: BrowserOnline = {
    onLine: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    browser,
    fire(value: boolean) {
      state = value;
      for (const l of [...listeners]) l(value);
    },
  };
}
