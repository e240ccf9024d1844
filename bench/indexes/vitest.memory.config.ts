/** Runs `memory.measure.ts` (see there) alone: the project's plugins, one fork. */
import { defineConfig } from 'vitest/config';
import project from '../../vitest.config';

export default defineConfig({
  plugins: project.plugins,
  resolve: project.resolve,
  test: {
    include: ['bench/indexes/*.measure.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 600_000,
  },
});
