/**
 * Playwright fixtures: each worker serves the production build with its own emulator on a
 * free port; each test starts from the demo tenant with no faults and no invoices.
 */
import { test as base, expect } from '@playwright/test';
import path from 'node:path';
import { startEmulator } from '../emulator/server';

type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>;

export const test = base.extend<{ emulator: RunningEmulator }, { workerEmulator: RunningEmulator }>({
  workerEmulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
    async ({}, use) => {
      const emu = await startEmulator({ port: 0, staticDir: path.resolve('dist') });
      await use(emu);
      await emu.close();
    },
    { scope: 'worker' },
  ],
  emulator: async ({ workerEmulator }, use) => {
    workerEmulator.control.reset();
    await use(workerEmulator);
  },
  baseURL: async ({ emulator }, use) => {
    await use(emulator.url);
  },
  // A failed test prints what its page showed, as roles and names: a run that leaves only its
  // output behind (a pipeline's log) still says where the till stood.
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const snapshot = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch((e: unknown) => `(no snapshot: ${String(e)})`);
    console.log(`\nPage at the failure of "${testInfo.title}":\n${snapshot.slice(0, 6_000)}\n`);
  },
});

export { expect };
