/** Counting taps: the touch specs count the taps a flow takes, as the ui-contract and the issues name them. */
import type { Locator } from '@playwright/test';

/** Counts the taps a flow takes: each tap (or long press) goes through here. */
export function tapCounter() {
  let taps = 0;
  return {
    async tap(locator: Locator) {
      taps += 1;
      await locator.tap();
    },
    /** A long press: the browser's context menu on the element, as a held finger raises it. */
    async press(locator: Locator) {
      taps += 1;
      await locator.dispatchEvent('contextmenu');
    },
    get taps() {
      return taps;
    },
  };
}
