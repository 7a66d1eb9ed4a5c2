import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Server processes on their own PostgreSQL cluster: vitest.processes.config.ts runs them.
    exclude: [...configDefaults.exclude, 'test/processes/**'],
    globalSetup: ['./test/helpers/global-setup.ts'],
    setupFiles: ['./test/helpers/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The generic suites walk every route; on a loaded 2-core machine one took over 30 s once.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
