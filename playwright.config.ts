import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium against the production build (`dist/`), served
 * with the service emulator by a worker-scoped fixture (e2e/fixtures.ts): every worker has
 * its own emulator, so tests never see each other's invoices or faults.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace slows every test by a fifth; `PW_TRACE=1` records one for each failure.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
