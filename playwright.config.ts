// Playwright configuration: test/e2e/*.spec.ts in Debian's Chromium (never a downloaded browser).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `browser tests: expected Chromium at ${CHROMIUM}, found nothing; ` +
      "install it with 'apt-get install -y chromium' (.ci/run does) or set CHROMIUM_PATH",
  );
}

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Each launch gets a fresh temporary profile, removed when the browser closes.
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
});
