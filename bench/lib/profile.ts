/**
 * A browser profile made ready for offline starts: one online visit on an on-disk profile, in
 * which the app connects, syncs its first catalog and its service worker takes control; the
 * browser is then closed, so the next launch on the profile is a start.
 */
import { launchProfile } from './chromium';
import { GENERATION_WATCH, installProbes, PROBES, waitForMark, waitForTrue } from './pageRun';

const ONLINE_TIMEOUT_MS = 180_000;

/** The first visit to `url` on the profile at `dir`: connected, synced, the service worker in control. */
export async function visitOnline(dir: string, url: string): Promise<void> {
  const context = await launchProfile(dir);
  try {
    await installProbes(context, [PROBES, GENERATION_WATCH]);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await waitForMark(page, 'activeGen', ONLINE_TIMEOUT_MS);
    await waitForMark(page, 'menuReady', ONLINE_TIMEOUT_MS);
    await waitForTrue(page, 'navigator.serviceWorker.controller !== null', ONLINE_TIMEOUT_MS);
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    // The sync removes the previous generation's rows after the switch; let it finish.
    await page.waitForTimeout(1_000);
  } finally {
    await context.close();
  }
}
