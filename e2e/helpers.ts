import { expect, type Locator, type Page } from '@playwright/test';
import { restoreSavedTerminal } from './savedTerminal';

/**
 * A first catalog sync is a state to wait for, not a speed to assert: on a loaded machine it
 * takes several times longer than on a quiet one, so it gets a wait of its own.
 */
export const FIRST_SYNC_TIMEOUT = 45_000;

/** Waits until the status bar says the catalog is synced. */
export async function expectSynced(page: Page) {
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Synced', { timeout: FIRST_SYNC_TIMEOUT });
}

/**
 * Opens a connected till, synced, with no sync running: this worker's saved terminal restored
 * when the test has not touched the emulator yet (e2e/savedTerminal.ts), otherwise connected
 * by the served enrolment code as a new terminal is, waiting for its first catalog sync.
 */
export async function openTill(page: Page) {
  if (!(await restoreSavedTerminal(page, openNewTill))) return openNewTill(page);
  const restoredAt = Date.now();
  await page.goto('/');
  // The restored catalog says Synced at once; the start sync it runs is awaited as the first
  // sync of a new terminal is, so the test begins with none running. Read every 100 ms: the
  // default steps (100, 250, 500, then 1,000 ms) kept each test waiting up to a second after
  // its sync had ended.
  await expect.poll(() => page.evaluate(lastFullSyncAt), { timeout: FIRST_SYNC_TIMEOUT, intervals: [50, 100] }).toBeGreaterThan(restoredAt);
  await expectSynced(page);
}

/**
 * Opens the till as a new terminal, never a restored one: it enrols by the served code and
 * waits for its first catalog sync. For tests of the first connection itself.
 */
export async function openNewTill(page: Page) {
  await page.goto('/');
  await expectSynced(page);
}

/** The time of the last full sync the till stored (`syncMeta` of the `pos` database), read in the page; 0 before one. */
function lastFullSyncAt(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pos');
    open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('syncMeta').objectStore('syncMeta').get('sync');
      read.onsuccess = () => {
        db.close();
        const at = (read.result as { lastSuccessAt: string | null } | undefined)?.lastSuccessAt;
        resolve(at ? Date.parse(at) : 0);
      };
      read.onerror = () => {
        db.close();
        reject(read.error ?? new Error('cannot read the sync time'));
      };
    };
  });
}

/**
 * Brings `page` to the front, as a cashier's tap on a browser tab does, and gives it back. Of
 * two tabs of one browser, headless Chromium paints the one behind seldom: there every click
 * waits one to two seconds for its element to hold still across two frames, ten times the work
 * itself. The tab behind keeps its timers, uploads and syncs (they are not throttled). A test
 * that acts on one tab after another brings each to the front first.
 */
export async function inFront(page: Page): Promise<Page> {
  await page.bringToFront();
  return page;
}

/**
 * Waits until the service worker controls the page: from then on the app's code, the dialogs
 * loaded on first use included, comes from its cache and the page works offline.
 */
export async function waitForServiceWorker(page: Page, timeout = 20_000) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout });
}

export async function openCategory(page: Page, group: string | null, category: string) {
  if (group) await page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: group }).click();
  await page.getByRole('tablist', { name: 'Categories' }).getByRole('tab', { name: category }).click();
}

export function product(page: Page, name: string) {
  return page.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(`^${name}`) });
}

export function orderLines(page: Page) {
  return page.getByRole('list', { name: 'Order' }).getByRole('listitem');
}

/**
 * Taps a product into an empty order. A product with options opens the picker (loaded on
 * first use, so it may take a moment): it is added with its pre-ticks.
 */
export async function addToEmptyOrder(page: Page, name: string) {
  await product(page, name).click();
  const picker = page.getByRole('dialog', { name });
  await expect(async () => {
    if (await picker.isVisible()) await picker.getByRole('button', { name: 'Add to order' }).click();
    await expect(orderLines(page)).toHaveCount(1, { timeout: 500 });
  }).toPass();
}

/**
 * A keyboard-wedge scanner: the code's keys and Enter as one burst, milliseconds apart, sent
 * to whatever has the focus. Sent from inside the page: keys typed one by one from the test
 * process can arrive 40 ms or more apart on a busy machine, slower than any scanner.
 */
export async function scan(page: Page, code: string) {
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    // The keys are stamped 5 ms apart, as a scanner sends them, whatever this machine's load
    // does to the loop: the till tells a scan by the keys' own stamps.
    const start = performance.now();
    keys.forEach((key, i) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + i * 5 });
      target.dispatchEvent(event);
    });
  }, [...code, 'Enter']);
}

/** "Pay", then "Cash" with `tendered` typed; returns the open payment dialog. */
export async function tenderCash(page: Page, tendered: string) {
  await page.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('button', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Amount tendered' }).fill(tendered);
  return payment;
}

/** Pays the open order in cash with `tendered` handed over and starts a new sale; returns the receipt's text. */
export async function payCash(page: Page, tendered: string) {
  await tenderCash(page, tendered);
  return completeSale(page);
}

/** "Complete sale" in the open payment, then "New sale" on the receipt; returns the receipt's text. */
export async function completeSale(page: Page) {
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  const text = await receipt.innerText();
  await receipt.getByRole('button', { name: 'New sale' }).click();
  return text;
}

/** Chooses an item of the status bar's "More" menu (in Arabic, pass the Arabic names). */
export async function chooseMore(page: Page, item: string, more = 'More') {
  await page.getByRole('button', { name: more, exact: true }).click();
  await page.getByRole('menu', { name: more }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** `window.print` counts the print jobs instead of opening the system dialog (`printsCounted` reads the count). */
export async function countPrints(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}

export const printsCounted = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

/** Ticks (or unticks) the checkbox `name` in "More" → "Settings", where no approval is asked, and closes Settings. */
export async function setSetting(page: Page, name: string, on: boolean) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const box = settings.getByRole('checkbox', { name });
  await box.setChecked(on);
  await expect(box).toBeChecked({ checked: on });
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
}

/** Picks the terminal's language in "More". */
export async function chooseLanguage(page: Page, label: string, more = 'More') {
  await page.getByRole('button', { name: more, exact: true }).click();
  await page.getByRole('menu', { name: more }).getByRole('menuitemradio', { name: label }).click();
}


/**
 * Opens a line's editor (a tap on the line) unless it is open, and gives the line back: the
 * editor is drawn in the line's place, so its buttons are found inside it.
 */
export async function openLine(line: Locator): Promise<Locator> {
  const editor = line.getByRole('dialog');
  if (!(await editor.isVisible())) await line.getByRole('button').first().click();
  await expect(editor).toBeVisible();
  return line;
}

/** Closes a line's editor with "Done", so the rest of the screen answers again. */
export async function closeLine(line: Locator): Promise<void> {
  await line.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(line.getByRole('dialog')).toHaveCount(0);
}

/** The font size of `element`, in CSS px. */
export const fontSize = (element: Locator) => element.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

/** In portrait the total bar's button that slides the order's sheet up and down ("2 lines"). */
export function orderToggle(page: Page) {
  return page.getByRole('region', { name: 'Current order' }).getByRole('button', { name: /^\d+ lines?$/ });
}

/** In portrait the order's lines and actions are a sheet opened from the total bar: tapped open unless it is. */
export async function openOrderSheet(page: Page) {
  const toggle = orderToggle(page);
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }).toPass();
}

/** The largest font size of any visible text in `root`. */
export const largestText = (root: Locator) =>
  root.evaluate((el) => {
    let largest = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
      largest = Math.max(largest, parseFloat(getComputedStyle(parent).fontSize));
    }
    return largest;
  });

/** Opens the deal `name` from "Deals" by touch: its picker and the tiles of its steps. */
export async function openDealByTouch(page: Page, name: string): Promise<{ picker: Locator; steps: Locator }> {
  await page.getByRole('button', { name: 'Deals' }).tap();
  await page.getByRole('dialog', { name: 'Deals' }).getByRole('button', { name }).tap();
  const picker = page.getByRole('dialog', { name });
  return { picker, steps: picker.getByRole('list', { name: 'Steps' }).getByRole('button') };
}

/**
 * A deal's picker shows one step at a time: opens the step named `name` by its tile (a slot's
 * category, or a picked item) and returns its group. Tapping the tile of the step shown is harmless.
 */
export async function openStep(picker: Locator, name: string): Promise<Locator> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await picker.getByRole('list', { name: 'Steps' }).getByRole('button', { name: new RegExp(`^\\d+\\. ${escaped}( done)?$`) }).click();
  return picker.getByRole('group', { name });
}
