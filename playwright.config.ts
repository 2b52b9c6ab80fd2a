import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './tests/e2e/support/chromium';

/**
 * Specs that only read the live site (they may send a like, a comment or feedback, which starts
 * no build): two at a time, on both cores. Every other spec changes content and waits for the
 * rebuild, stops the provider, or times what a visitor waits for; those run one at a time after
 * these, alone on the machine.
 */
const READING_SPECS = [
  'a11y-shell',
  'blog',
  'budgets',
  'built-pages',
  'calendar',
  'consent',
  'feedback',
  'floating-controls',
  'focus-not-obscured',
  'home',
  'html-validity',
  'hydration',
  'images',
  'keyboard',
  'no-script',
  'painted-whole',
  'parts-go-live',
  'phone-every-route',
  'settles-in-place',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.e2e/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    { name: 'reading', testMatch: READING_SPECS, fullyParallel: true },
    {
      name: 'changing',
      testIgnore: READING_SPECS,
      workers: 1,
      fullyParallel: false,
      dependencies: ['reading'],
    },
  ],
});
