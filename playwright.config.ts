import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './tests/e2e/support/admin';

// Debian's Chromium where it exists (Playwright's own browser download is not reachable on our machines);
// elsewhere Playwright's bundled browser. CHROMIUM_PATH overrides both.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4399);
const dataDir = process.env.E2E_DATA_DIR ?? `./data/e2e-${port}`;
// Helpers or parallel runs on one machine set E2E_BUILD_DIR so their builds do not overwrite each other.
const buildDir = process.env.E2E_BUILD_DIR ?? '.';
// Same formula as tests/e2e/support/env.ts: the run's server log, scanned for secrets by the global teardown.
const serverLog = process.env.E2E_SERVER_LOG ?? `${dataDir}.server.log`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Fails the run when the server printed an e-mail address, a password hash, a JWT or a token (DESIGN.md: logs hold
  // codes and request ids only).
  globalTeardown: './tests/e2e/support/log-scan.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath && { executablePath }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh data folder per run: the suite starts from an empty database, as a newcomer would. Everything the
    // server prints also goes to serverLog (tee keeps it visible with `DEBUG=pw:webserver`).
    command: `rm -rf ${dataDir} && mkdir -p ${path.dirname(serverLog)} && node scripts/start.mjs 2>&1 | tee ${serverLog}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BUILD_DIR: buildDir,
      ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '900',
      // Every journey registers fresh users from one IP; the limits themselves are proven by the API tests.
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_AUTH_IP: '100000',
      // No internet here: the daily ECB job meets a closed local port, and the planner shows the fallback rate
      // (the ECB's TRY reference rate of 2024-06-28, a real published value, dated on screen).
      ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
      ECB_FALLBACK_EUR_TRY: '35.1868',
      ECB_FALLBACK_DATE: '2024-06-28',
      // The first admin (decision 034): the staff journeys sign in with it, and it takes appointments on the
      // default Mon–Fri 09:00–17:00 Berlin week, so the customer's slot picker has something to offer.
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The unread-message mail (decision 077) in seconds instead of 10 minutes, so messages-unread-mail.spec.ts can
      // watch it go out once; the delay still leaves a journey time to read what it wrote to.
      UNREAD_MAIL_DELAY_MS: '20000',
      UNREAD_MAIL_EVERY_MS: '2000',
      JOB_TICK_MS: '2000',
    },
  },
});
