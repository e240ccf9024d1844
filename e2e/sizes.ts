import type { Locator } from '@playwright/test';

/** The screens the till is laid out for (docs/user-guide.md "Screen sizes"), shared by the layout specs. */
export interface ScreenSize {
  name: string;
  /** The file name of its screenshot in docs/screens/. */
  file: string;
  viewport: { width: number; height: number };
  /** Portrait layout: the order is the total bar and a sheet that slides up from it. */
  portrait: boolean;
}

export const SIZES: readonly ScreenSize[] = [
  { name: 'landscape tablet 1280 x 800', file: 'landscape-1280x800', viewport: { width: 1280, height: 800 }, portrait: false },
  { name: 'portrait tablet 800 x 1280', file: 'portrait-800x1280', viewport: { width: 800, height: 1280 }, portrait: true },
  { name: '7-inch 600 x 960', file: 'small-600x960', viewport: { width: 600, height: 960 }, portrait: true },
];

/** The smallest touch target the ui-contract allows, in CSS px. */
const TOUCH = 44;

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
