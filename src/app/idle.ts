/**
 * Waiting for the main thread to be free: work no tap waits on (warming the image cache,
 * loading the code of the dialogs a cashier opens first) runs in the browser's idle periods.
 * No timeout: on a busy tablet a deadline would force that work in among the cashier's first
 * taps, when it should wait for a pause; a chunk not loaded by then loads at its first use.
 */

/** Resolves in the browser's next idle period (`requestIdleCallback`, however long that takes); where the browser has none, after a short timeout. */
export const idle = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 50);
  });
