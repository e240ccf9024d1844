/** The touch-target rule of the ui-contract, measured in the browser: shared by the specs that check it. */
import type { Locator } from '@playwright/test';

/** The smallest touch target the ui-contract allows, in CSS px. */
export const TOUCH = 44;

/**
 * Every control shown inside `scope` smaller than 44 x 44: buttons, tabs, fields and links; a
 * checkbox or radio is measured by its label, the box a finger taps.
 */
export async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, least) => {
    const controls = root.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], input, select, textarea, a[href]');
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      if (control.getClientRects().length === 0 || control.closest('[aria-hidden="true"]')) continue;
      const choice = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const target = (choice ? control.closest('label') : null) ?? control;
      const { width, height } = target.getBoundingClientRect();
      if (width < least - 0.5 || height < least - 0.5) {
        const name = control.getAttribute('aria-label') ?? target.textContent?.trim() ?? '';
        small.push(`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${width.toFixed(1)} x ${height.toFixed(1)}`);
      }
    }
    return small;
  }, TOUCH);
}
