/**
 * Nothing moves under the cashier's finger: while the terminal connects, syncs its first
 * catalog or starts offline, the status bar, the tabs, the grid and the order keep the place
 * they were first painted at, so a tap aimed at one product never lands on another.
 *
 * Measured with the browser's Layout Instability API (the same entries Lighthouse sums into
 * cumulative layout shift), leaving out shifts that follow the user's own input. That API
 * ignores moves made with CSS transforms, which is how the virtualized grid places its cards,
 * so the product buttons' painted boxes are also watched frame by frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scan, waitForServiceWorker, expectSynced } from './helpers';

/** "Good" cumulative layout shift is under 0.1; the till aims at half of that. */
const MOST_SHIFT = 0.05;

interface Shift {
  value: number;
  moved: string[];
}

interface LayoutProbe {
  shifts(): Shift[];
  /** Product buttons painted somewhere else than where they were first painted. */
  movedProducts(): string[];
}

type ProbedWindow = Window & { __layoutProbe?: LayoutProbe };

/**
 * Installed before the app's scripts in every document. Layout shifts come from a buffered
 * PerformanceObserver, so those before the observer existed count too; product buttons are
 * read in every frame, as laid out for that frame's paint.
 */
function installLayoutProbe() {
  // Init scripts also run in about:blank.
  if (!location.protocol.startsWith('http')) return;
  type Rect = { x: number; y: number; width: number; height: number };
  type LayoutShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
  };
  const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const nameOf = (node: Node | null) => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return `text "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    const label = node.getAttribute('aria-label');
    return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}${label ? `[${label}]` : ''}`;
  };

  const shifts: Shift[] = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((s) => `${nameOf(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
      shifts.push({ value: entry.value, moved });
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });

  const lastPainted = new Map<string, string>();
  const moves: string[] = [];
  const onFrame = () => {
    const buttons = document.querySelectorAll('[role="list"][aria-label="Products"] button');
    for (const button of Array.from(buttons)) {
      // By accessible name: every card's "More" button shows the same "⋯".
      const name = button.getAttribute('aria-label') ?? (button.textContent ?? '').trim();
      const at = box(button.getBoundingClientRect());
      const last = lastPainted.get(name);
      if (last !== undefined && last !== at && moves.length < 20) moves.push(`${name}: ${last} -> ${at}`);
      lastPainted.set(name, at);
    }
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  (window as ProbedWindow).__layoutProbe = {
    shifts: () => {
      take(observer.takeRecords());
      return shifts.slice();
    },
    movedProducts: () => moves.slice(),
  };
}

/** Two frames painted after the state the test waited for, so a shift it caused is recorded. */
async function framesPainted(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

async function expectNothingMoved(page: Page, when: string) {
  await framesPainted(page);
  const { shifts, moved } = await page.evaluate(() => {
    const probe = (window as ProbedWindow).__layoutProbe;
    return { shifts: probe?.shifts() ?? [], moved: probe?.movedProducts() ?? [] };
  });
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join('; ')}`).join('\n');
  expect(total, `layout shift ${when}:\n${report}`).toBeLessThan(MOST_SHIFT);
  expect(moved, `product buttons moved ${when}`).toEqual([]);
}

async function menuShowing(page: Page) {
  await expect(page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
}

async function firstVisit(page: Page) {
  await page.goto('/');
  await expectSynced(page);
  await menuShowing(page);
}

// A landscape till, portrait tablets (768 and 800 wide) and a 7-inch device: below 1000 px a
// growing status bar wraps, and in portrait the order is the total bar under the menu.
for (const viewport of [{ width: 1280, height: 800 }, { width: 768, height: 1024 }, { width: 800, height: 1280 }, { width: 600, height: 960 }]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(installLayoutProbe);
    });

    test('a first visit, from the config probe to the first sync finished, moves nothing on the screen', async ({ page }) => {
      await firstVisit(page);
      await expectNothingMoved(page, 'over the first visit');
    });

    test('an offline cold start after one online visit moves nothing on the screen', async ({ page, context }) => {
      await firstVisit(page);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Offline');
      await menuShowing(page);
      await expectNothingMoved(page, 'over the offline start');
    });

    test('a failed sync says why in the status bar without moving the menu or the order', async ({ page, emulator }) => {
      await firstVisit(page);
      emulator.control.setFault('products', { kind: 'http500' });
      await page.reload();
      await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Sync failed');
      await menuShowing(page);
      await expectNothingMoved(page, 'while the sync failed');
    });
  });
}

test('the selling screen has exactly one main landmark', async ({ page }) => {
  await firstVisit(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Total');
});

test('an unknown barcode is said in an alert laid over the grid, not inserted above it', async ({ page }) => {
  await page.addInitScript(installLayoutProbe);
  await firstVisit(page);
  await scan(page, '1234567890128');
  await expect(page.getByRole('alert').filter({ hasText: '1234567890128' })).toBeVisible();
  await expectNothingMoved(page, 'when the alert showed');
});
