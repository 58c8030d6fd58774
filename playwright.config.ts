import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './tests/e2e/browser-path';
import { E2E_GTM_ID, E2E_GTM_PORT, E2E_PORT as port, E2E_SENTRY_DSN } from './tests/e2e/servers';

/** Where the first server leaves a copy of its freshly seeded database for the second one. */
const SEEDED_SNAPSHOT = '.data/e2e-seeded';
// Every browser of the run comes from 127.0.0.1: the cap on copies held by unpaid orders per IP
// (docs/adr/0012) would count the whole suite as one client. Per e-mail and per device stay as shipped.
const serverEnv = { LOG_LEVEL: 'warn', WATCHDOG_RUN_MINUTES: '0', SHIPMENT_POLL_MINUTES: '0', UNPAID_COPIES_PER_IP: '10000', APP_MODE: 'demo' };
const GTM_SPECS = /\.gtm\.spec\.ts$/;

/**
 * E2E_PGLITE_SMOKE=1 (`npm run test:e2e:pglite`): the smoke subset (tests tagged @pglite) against
 * one server on the embedded PGlite, the database a fresh clone runs on. The full run uses
 * PostgreSQL when it answers (scripts/e2e-server.sh).
 */
const pgliteSmoke = process.env.E2E_PGLITE_SMOKE === '1';

/**
 * Browser tests drive Debian's Chromium headless shell (tests/e2e/browser-path.ts) against a
 * production build in demo mode on the storefront domains (*.localhost resolves to 127.0.0.1 in
 * Chromium).
 *
 * Two servers from the same build (Playwright starts them one after the other): the default one
 * with no third party configured, and a second one whose environment sets a tag-manager id and
 * a Sentry DSN (read at request time, docs/adr/0010) for the `gtm` project's *.gtm.spec.ts. The second one
 * neither builds nor seeds: it shares the first one's freshly seeded PostgreSQL database (or starts
 * on a copy of its PGlite data).
 *
 * Time budgets (machines here differ threefold in speed, and CI must pass on the slow ones): a
 * single page check fits the default 30 s there; a multi-step journey declares its own budget
 * (test.slow() or test.setTimeout), sized at about three times its duration on the slow machine.
 * Every step waits on a visible condition (URL, heading, count), never on a fixed time; `expect`
 * waits up to 10 s for a condition to hold (a page round trip on a loaded machine) before failing.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A safety net on CI only; the suite must pass without it (`--retries=0`).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  grep: pgliteSmoke ? /@pglite/ : undefined,
  use: {
    // Recording a trace (DOM snapshots and a screencast at every step) cost about 40 % of the
    // browsers' and runners' CPU even for tests that pass and discard it (46 tests: 123–138 s of CPU
    // against 74–88 s without, docs/adr/0021). A failure on CI is retried with a trace; locally,
    // `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: GTM_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    ...(pgliteSmoke ? [] : [{ name: 'gtm', testMatch: GTM_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } }]),
  ],
  webServer: [
    {
      command: 'bash scripts/e2e-server.sh',
      url: `http://127.0.0.1:${port}/api/adonis/health`,
      reuseExistingServer: !process.env.CI,
      // Seeding and a production build on a slow machine.
      timeout: 900_000,
      stdout: 'pipe',
      // Watchdog runs only when a test asks for one (POST /api/adonis/dev/watchdogs/run). No tag
      // manager here even when the calling shell sets one: an empty value means unset.
      env: {
        ...serverEnv,
        ...(pgliteSmoke ? { E2E_DATABASE: 'pglite', E2E_DATA_DIR: '.data/e2e-smoke' } : {}),
        E2E_PORT: String(port),
        E2E_DATA_SNAPSHOT: pgliteSmoke ? '' : SEEDED_SNAPSHOT,
        NEXT_PUBLIC_GTM_ID: '',
        NEXT_PUBLIC_SENTRY_DSN: '',
        SENTRY_DSN: '',
      },
    },
    ...(pgliteSmoke ? [] : [{
      command: 'bash scripts/e2e-server.sh',
      url: `http://127.0.0.1:${E2E_GTM_PORT}/api/adonis/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'pipe' as const,
      env: {
        ...serverEnv,
        E2E_PORT: String(E2E_GTM_PORT),
        E2E_SKIP_BUILD: '1',
        E2E_DATA_DIR: '.data/e2e-gtm',
        E2E_DATA_FROM: SEEDED_SNAPSHOT,
        NEXT_PUBLIC_GTM_ID: E2E_GTM_ID,
        NEXT_PUBLIC_SENTRY_DSN: E2E_SENTRY_DSN,
      },
    }]),
  ],
});
