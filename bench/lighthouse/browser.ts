/**
 * Debian's Chromium for Lighthouse: started by chrome-launcher on a profile directory that
 * outlives the browser (the service worker, its caches and IndexedDB survive a restart, as on
 * a till that is switched off and on), and driven through puppeteer-core, the library
 * Lighthouse itself drives pages with. Nothing is downloaded: both use /usr/bin/chromium.
 */
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

/** The other benchmarks' flags (no background services adding network and CPU noise), headless. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS, '--disable-quic', '--no-first-run'];

export interface RunningChrome {
  /** A new tab, the one Lighthouse audits. */
  page: Page;
  /** Closes the browser through the protocol (so the profile is written out), then ends the process. */
  close(): Promise<void>;
}

export async function startChrome(userDataDir: string): Promise<RunningChrome> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    return {
      page,
      async close() {
        await browser.close().catch(() => undefined);
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * Polls an expression in the page until it is true. Evaluated over the protocol rather than
 * with `page.waitForFunction`, whose predicate the app's Content-Security-Policy (no
 * 'unsafe-eval') may refuse.
 */
export async function waitInPage(page: Page, what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await page.evaluate(check).catch(() => false)) === true) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
