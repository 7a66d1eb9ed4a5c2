import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built product on a fresh temporary DATA_DIR, driven in Debian's Chromium (no browser download).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gw-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Mail goes over real SMTP to a catcher on loopback; each message lands as a file for the tests.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, 'caught-mail');
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Long journeys on a 2-core CI machine: the slowest take ~50 s there; a minute of slack, not a retry.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx e2e/smtp-catcher-main.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_DIR: mailDir },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SITE_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        DIRECTOR_EMAILS: 'director@groundwork.test',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The suite signs up some fifty companies from one address within its five minutes, past the
        // default of 30 sign-ups per address per 5 minutes (the limit itself: test/rate-limits.test.ts).
        AUTH_RATE_LIMIT_SIGN_UPS: '1000',
      },
    },
  ],
});
