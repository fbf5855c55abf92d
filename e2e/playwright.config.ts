import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Chromium from CHROMIUM_PATH, else the system's, else the build shipped in @sparticuz/chromium. */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return (await import('@sparticuz/chromium')).default.executablePath();
}
// Resolved once in the runner; workers inherit it through the environment.
process.env.CHROMIUM_PATH = await chromiumPath();

const screenshots = !!process.env.KONSOL_SCREENSHOTS;

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  outputDir: './.tmp/test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 90_000,
  // A shared 2-core machine: generous waits, never fixed sleeps.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: './.tmp/report' }]] : [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 820 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace costs a third of the suite's time (screencast frames on a 2-core machine): only a retry
    // of a failed test records one; `--trace on` records them all locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: screenshots
    ? [{ name: 'screenshots', testMatch: /screenshots\.ts$/ }]
    : [{ name: 'chromium', testMatch: /specs\/.*\.spec\.ts$/ }],
});
