/**
 * Service worker registration and safe updates (workbox-window).
 *
 * A new version installs in the background and then waits: nothing switches until the
 * cashier taps "Update available", and the shell only offers that while no order is open
 * and no payment is in progress. Applying it tells the waiting worker to take over and
 * reloads once it controls the page, so old and new assets are never mixed in one page.
 *
 * Other tabs of the till: once the new version controls them, the old build's lazy chunks
 * and sync worker are gone from the server and the cache, so they cannot keep running it.
 * The tab that applied the update tells every other tab over a BroadcastChannel; each then
 * reloads as soon as it is idle (the same condition as "Update available": no order lines,
 * no payment in progress), never in the middle of a sale. A browser without
 * BroadcastChannel learns it from the change of controller.
 */
import type { Workbox } from 'workbox-window';
import { createStore } from 'zustand/vanilla';

interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** The page is controlled by a service worker (the app can start offline). */
  controlled: boolean;
  /** Another tab applied an update: this page runs the old build and reloads once idle. */
  reloadWhenIdle: boolean;
}

/** Read in React with zustand's `useStore(updateStore, selector)`, as every store of the till. */
export const updateStore = createStore<UpdateState>()(() => ({ waiting: false, controlled: false, reloadWhenIdle: false }));

export const UPDATE_CHANNEL = 'pos-update';
const APPLIED = 'updateApplied';

let wb: Workbox | null = null;
let channel: BroadcastChannel | null = null;
/** Set when the cashier applied an update: the next change of controller reloads the page. */
let applying = false;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  let wasControlled = navigator.serviceWorker.controller !== null;
  updateStore.setState({ controlled: wasControlled });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(UPDATE_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === APPLIED && !applying) updateStore.setState({ reloadWhenIdle: true });
    });
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    updateStore.setState({ controlled: true });
    if (applying) {
      // The new version controls every tab now: the others may reload into it.
      channel?.postMessage({ type: APPLIED });
      window.location.reload();
    } else if (wasControlled && !channel) {
      // Not the first install: another tab applied an update.
      updateStore.setState({ reloadWhenIdle: true });
    }
    wasControlled = true;
  });
  // workbox-window loads after the first paint: registering needs no part of the first screen.
  void import('workbox-window').then(({ Workbox }) => {
    wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => updateStore.setState({ waiting: true }));
    void wb.register();
  });
  // Look for a new version now and then; a till may stay open for days.
  window.setInterval(() => void wb?.update(), 30 * 60 * 1000);
}

/** Lets the waiting version take over; the page reloads when it controls it. */
export function applyUpdate(): void {
  if (!wb) return;
  applying = true;
  wb.messageSkipWaiting();
}
