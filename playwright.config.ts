// Playwright configuration: test/e2e/*.spec.ts in Debian's Chromium (never a downloaded browser).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `browser tests: expected Chromium at ${CHROMIUM}, found nothing; ` +
      "install it with 'apt-get install -y chromium' (.ci/run does) or set CHROMIUM_PATH",
  );
}

// The demo bundles the library's build output; `npm test` runs `npm run build` before this.
for (const file of ['build/pith.wasm', 'build/vectors.bin']) {
  if (!existsSync(join(import.meta.dirname, file))) {
    throw new Error(`browser tests: expected ${file}, found nothing; run 'npm run build' first (npm test does)`);
  }
}

// Where `vite preview` serves the built demo (every .html page under demo/) during the tests.
const DEMO_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Built once per run and served by `vite preview` on 127.0.0.1: the one-file widget
  // (demo/widget/dist), then the demo pages (playground, widget example), which copy it in.
  webServer: {
    command: 'npm run build:widget --silent && npx vite build --logLevel warn && npx vite preview --strictPort',
    url: DEMO_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL: DEMO_URL,
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
