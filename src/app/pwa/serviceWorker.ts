/**
 * Service worker registration and safe updates (workbox-window).
 *
 * A new version installs in the background and then waits: nothing switches until the
 * cashier taps "Update available", and the shell only offers that while no order is open
 * and no payment is in progress. Applying it tells the waiting worker to take over and
 * reloads once it controls the page, so old and new assets are never mixed in one page.
 */
import { Workbox } from 'workbox-window';
import { create } from 'zustand';

interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** The page is controlled by a service worker (the app can start offline). */
  controlled: boolean;
}

export const useUpdateState = create<UpdateState>(() => ({ waiting: false, controlled: false }));

let wb: Workbox | null = null;
/** Set when the cashier applied an update: the next change of controller reloads the page. */
let applying = false;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => useUpdateState.setState({ waiting: true }));
  useUpdateState.setState({ controlled: navigator.serviceWorker.controller !== null });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    useUpdateState.setState({ controlled: true });
    // Reload only for an update this page asked for, not for the first install.
    if (applying) window.location.reload();
  });
  void wb.register();
  // Look for a new version now and then; a till may stay open for days.
  window.setInterval(() => void wb?.update(), 30 * 60 * 1000);
}

/** Lets the waiting version take over; the page reloads when it controls it. */
export function applyUpdate(): void {
  if (!wb) return;
  applying = true;
  wb.messageSkipWaiting();
}
