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
});

export { expect };
