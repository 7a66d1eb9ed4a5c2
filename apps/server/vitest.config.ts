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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
