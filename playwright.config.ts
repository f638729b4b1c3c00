import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH } from './e2e/env.ts';
import { PUBLISH_TEST_TIMEOUT } from './e2e/publish/rebuild.ts';

/**
 * One product on one port for every browser test: `e2e/server.ts` starts it on a fresh data folder
 * with the built-in content. The site specs run first on the untouched content; the admin specs
 * then create their own records; the publishing specs, which rebuild the site, come next; at the end
 * the header spec, which gives the company a long name, beside the second-factor spec, which changes
 * who must use one.
 */
export default defineConfig({
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '.tmp/playwright-results',
  use: {
    baseURL: BASE_URL,
    // A browser language the site does not offer, so that each page opens in the language asked
    // for: on a visit's first page the site follows the browser's language (language.spec.ts).
    locale: 'de-DE',
    // DOM snapshots and the network, no screencast: the partners' strip scrolls in the footer of
    // every page, and filming it made a short page's axe scan four times slower on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
  projects: [
    // The site's tests only read the built-in content: each runs on whichever worker is free, so one
    // long file (the axe scans) does not keep the other worker idle.
    { name: 'site', testDir: 'site/e2e', fullyParallel: true },
    { name: 'admin', testDir: 'admin/e2e', testIgnore: /two-factor/, dependencies: ['site'] },
    {
      name: 'publish',
      testDir: 'e2e/publish',
      testIgnore: /header/,
      dependencies: ['admin'],
      timeout: PUBLISH_TEST_TIMEOUT,
    },
    // After the other publishing specs: it gives the company a long name, which they read (the
    // search spec) and save over (the settings form).
    {
      name: 'header',
      testDir: 'e2e/publish',
      testMatch: /header/,
      dependencies: ['publish'],
      timeout: PUBLISH_TEST_TIMEOUT,
    },
    // At the end too: it requires a second factor of every editor for a moment.
    { name: 'two-factor', testDir: 'admin/e2e', testMatch: /two-factor/, dependencies: ['publish'] },
  ],
  webServer: {
    command: `"${process.execPath}" e2e/server.ts`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
