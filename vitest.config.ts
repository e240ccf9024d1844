import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui.ts';

export default defineConfig({
  plugins: [linguiMacros(), react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
