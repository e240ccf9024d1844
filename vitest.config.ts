import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui.ts';

export default defineConfig({
  plugins: [linguiMacros(), react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  // The Bluetooth printer transport exports a browser build only; tests never connect it, but
  // the module that loads it on demand must still resolve.
  resolve: { alias: { '@point-of-sale/webbluetooth-receipt-printer': new URL('./node_modules/@point-of-sale/webbluetooth-receipt-printer/dist/webbluetooth-receipt-printer.esm.js', import.meta.url).pathname } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // Vitest keeps one core for itself by default: one test worker on a two-core machine. The
    // main process mostly waits once the files are transformed, so both cores run tests.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
