/**
 * Playwright fixtures: each worker serves the production build with its own emulator on a
 * free port; each test starts from the demo tenant with no faults and no invoices, served to a
 * terminal provisioned to sell without a shift unless the spec chooses otherwise. `openTill`
 * gives a test's page this worker's saved terminal (e2e/savedTerminal.ts) instead of
 * connecting it, when that is the same as a first connection.
 */
import { test as base, expect } from '@playwright/test';
import path from 'node:path';
import { startEmulator } from '../emulator/server';
import type { ServedConfigChoices } from '../emulator/types';
import { allowRestore } from './savedTerminal';

type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>;

export const test = base.extend<{ emulator: RunningEmulator; provisioned: ServedConfigChoices }, { workerEmulator: RunningEmulator }>({
  // What the emulator's /config.json hands a terminal at its first connection. A new terminal
  // sells only with an open shift; most specs are about something else and sell at once, as a
  // terminal provisioned with `sellOnlyWithOpenShift: false` does. A spec of the default
  // chooses `test.use({ provisioned: {} })`; a till connected by hand takes the default.
  provisioned: [{ sellOnlyWithOpenShift: false }, { option: true }],
  workerEmulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
    async ({}, use) => {
      const emu = await startEmulator({ port: 0, staticDir: path.resolve('dist'), control: true });
      await use(emu);
      await emu.close();
    },
    { scope: 'worker' },
  ],
  emulator: async ({ workerEmulator, provisioned }, use) => {
    workerEmulator.control.reset();
    workerEmulator.control.setServedConfig(provisioned);
    await use(workerEmulator);
  },
  baseURL: async ({ emulator }, use) => {
    await use(emulator.url);
  },
  // A failed test prints what its page showed, as roles and names: a run that leaves only its
  // output behind (a pipeline's log) still says where the till stood.
  page: async ({ page, browser, emulator }, use, testInfo) => {
    allowRestore(page, browser, emulator);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const snapshot = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch((e: unknown) => `(no snapshot: ${String(e)})`);
    console.log(`\nPage at the failure of "${testInfo.title}":\n${snapshot.slice(0, 6_000)}\n`);
  },
});

export { expect };
