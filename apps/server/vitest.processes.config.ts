import { defineConfig } from 'vitest/config';

/**
 * Tests that run the real server as separate processes on their own PostgreSQL cluster (restart,
 * two instances, kill -9) and against a local S3 server: `npm run test:processes -w apps/server`.
 * One file at a time: each starts a cluster and server processes of its own.
 */
export default defineConfig({
  test: {
    include: ['test/processes/**/*.test.ts'],
    setupFiles: ['./test/helpers/fail-on-console-error.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
