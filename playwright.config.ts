import { defineConfig, devices } from '@playwright/test';

// scripts/test-e2e.mjs builds the site, starts `next start` on a free port and sets BASE_URL and
// CHROMIUM_PATH; run `npm run test:e2e` rather than `playwright test` directly.
const baseURL = process.env.BASE_URL;
const executablePath = process.env.CHROMIUM_PATH;
if (!baseURL || !executablePath) {
  throw new Error(
    'Run the end-to-end tests with `npm run test:e2e` (it sets BASE_URL and CHROMIUM_PATH).',
  );
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
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
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
