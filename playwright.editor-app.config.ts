import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './tests/e2e/support/chromium';

/**
 * The editor app's screens in Chromium against a real provider (no site build needed: the app
 * works while the public site's build is broken). The journeys that end on the public site are
 * in tests/e2e/editor-journeys.spec.ts.
 */
export default defineConfig({
  testDir: 'tests/editor-app',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/editor-app/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The editor app's first screen in a fresh page can take more than 5 s on a busy 2-core host
  // (its load time is the bench's figure, not these tests').
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.e2e-editor-app/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    // As a person who asked for less motion: the app then has no transitions, so axe never
    // judges colours halfway through a fade.
    reducedMotion: 'reduce',
    trace: 'off',
  },
});
