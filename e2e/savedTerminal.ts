/**
 * A connected and synced terminal, saved once per Playwright worker and restored into each
 * test's fresh browser context: a connection (enrolment by the served code) and a first catalog
 * sync take several seconds on a loaded machine, a restore a fraction of that.
 *
 * What is saved: the browser's storage after the first sync (IndexedDB and localStorage, by
 * Playwright's storage state) and the emulator's enrolment of that terminal (its id and the
 * branch secret). What is restored gives the state a first connection leaves: the emulator
 * enrols the terminal again as the one that used the served code (now used up), and the till
 * starts on the saved catalog and runs its start sync, which `openTill` waits for.
 *
 * It is restored only when that is the same as a first connection: the emulator untouched since
 * the test's reset (no request, no changed tenant, key, fault or code; `control.untouched`), the
 * page not yet navigated, and the page's clock the real one. Otherwise `openTill` connects as a
 * new terminal does. A saved terminal is kept per served config, language and time zone.
 * `PW_FRESH_TERMINALS=1` connects every test's terminal anew, to tell a restore's fault from
 * the app's.
 */
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { EnrolmentSnapshot, RunningEmulator } from '../emulator/server';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface SavedTerminal {
  storage: StorageState;
  enrolment: EnrolmentSnapshot;
}

interface Restorable {
  browser: Browser;
  emulator: RunningEmulator;
}

/** The pages of this worker's tests that may be given the saved terminal, with what restoring needs. */
const restorable = new WeakMap<Page, Restorable>();
/** This worker's saved terminals, by served config, language and time zone. */
const saved = new Map<string, Promise<SavedTerminal>>();

/** Lets `restoreSavedTerminal` give `page` the saved terminal (the `page` fixture does this for every test). */
export function allowRestore(page: Page, browser: Browser, emulator: RunningEmulator): void {
  restorable.set(page, { browser, emulator });
}

/** A clock the test set (`page.clock.setFixedTime` a day back) is not the one the terminal was saved at. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Gives the page's context the saved terminal of this worker, saving it first if needed;
 * false (and nothing changed) when a restore would not be the same as a first connection.
 * The caller then opens `/` and waits for the start sync (`openTill`).
 */
export async function restoreSavedTerminal(page: Page, connect: (page: Page) => Promise<void>): Promise<boolean> {
  const target = restorable.get(page);
  if (process.env.PW_FRESH_TERMINALS || !target || page.url() !== 'about:blank' || !target.emulator.control.untouched) return false;
  const { emulator, browser } = target;
  const here = await page.evaluate(() => ({ now: Date.now(), locale: navigator.language, timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone }));
  if (Math.abs(here.now - Date.now()) > CLOCK_SKEW_MS) return false;

  const served = emulator.control.servedConfig;
  const key = JSON.stringify([served, here.locale, here.timezoneId]);
  let terminal = saved.get(key);
  if (!terminal) {
    terminal = save(browser, emulator, here, connect);
    saved.set(key, terminal);
    terminal.catch(() => saved.delete(key));
    // Saving is the worker's set-up, not the test's: the test keeps the time it had.
    const started = Date.now();
    await terminal.catch(() => undefined);
    test.info().setTimeout(test.info().timeout + (Date.now() - started));
  }
  const { storage, enrolment } = await terminal;
  // Saving it used the emulator: back to the state of the test's start.
  emulator.control.reset();
  emulator.control.setServedConfig(served);
  emulator.control.restoreEnrolments(enrolment);
  await page.context().setStorageState(storage);
  return true;
}

async function save(browser: Browser, emulator: RunningEmulator, options: { locale: string; timezoneId: string }, connect: (page: Page) => Promise<void>): Promise<SavedTerminal> {
  const context = await browser.newContext({ baseURL: emulator.url, locale: options.locale, timezoneId: options.timezoneId });
  try {
    const page = await context.newPage();
    await connect(page);
    return { storage: await context.storageState({ indexedDB: true }), enrolment: emulator.control.enrolmentSnapshot() };
  } finally {
    await context.close();
  }
}
