import { defineConfig, devices } from '@playwright/test';
import { SERVER_PROJECTS, serverUrl } from './tests/e2e/helpers/server-projects';

/**
 * End-to-end tests run against the BUILT site (`npm run build` first), served by `vite preview`:
 * - port 4173: the default build (dist/), exactly what ships;
 * - port 4174: a build with telemetry and feedback settings (dist-configured/, `npm run build:configured`),
 *   used only by the specs that check those settings;
 * - the real servers (tests/e2e/helpers/server-projects.ts): Debian's nginx and Caddy with deploy/nginx.conf and
 *   deploy/Caddyfile serving dist/, and the subfolder build (dist-subfolder/, `npm run build:subfolder`) behind
 *   the reverse-proxy sample deploy/subfolder/nginx.conf. server-smoke.spec.ts runs once through each of them (its
 *   own project), and only there.
 * Chromium is Debian's (/usr/bin/chromium) unless CHROMIUM_PATH says otherwise; Playwright never downloads browsers.
 */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT || 4173);
const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT || 4174);
const distDir = process.env.E2E_DIST || 'dist';
const configuredDir = process.env.E2E_CONFIGURED_DIST || 'dist-configured';
/** Runs through each real server (its own projects below) and nowhere else. */
const SERVER_SMOKE = /server-smoke\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
    trace: 'off',
    // The offline service worker would precache the whole site (~12 MB) in every test's fresh context: only the
    // specs about it (offline, privacy) opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    { name: 'chromium', testIgnore: SERVER_SMOKE, use: { ...devices['Desktop Chrome'], channel: undefined } },
    ...SERVER_PROJECTS.map((p) => ({
      name: p.name,
      testMatch: SERVER_SMOKE,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverUrl(p) },
    })),
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${distDir}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${CONFIGURED_PORT} --strictPort --outDir ${configuredDir}`,
      url: `http://127.0.0.1:${CONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Ready once listening: a checkout without dist-subfolder/ still starts (only the subfolder smoke tests need it).
    ...SERVER_PROJECTS.map((p) => ({
      command: ['node tests/e2e/helpers/servers.mjs', p.name, p.port, p.dist, p.upstreamPort ?? ''].join(' ').trim(),
      port: p.port,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      // The server stops itself and removes its temporary directory.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
  ],
});
