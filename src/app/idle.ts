/**
 * Waiting for the main thread to be free: work no tap waits on (warming the image cache,
 * loading the code of the dialogs a cashier opens first) runs in the browser's idle periods.
 */

/** Resolves in an idle period (`requestIdleCallback`), at the latest after `timeout` ms; where the browser has none, after a short timeout. */
export const idle = (timeout = 2000): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
