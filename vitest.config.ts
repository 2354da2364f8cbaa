import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = {
  root: 'apps/server',
  include: ['test/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['test/global-setup.ts'],
  // Each file builds its own app on its own database and closes it, so files need no fresh module graph: importing
  // the server's code once per worker instead of once per file halves the API suite (PGlite alone: 321 s → 144 s).
  isolate: false,
} as const;

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'], environment: 'node' } },
  // API integration on a fresh in-memory PGlite per file
  { test: { ...serverTests, name: 'server', env: { TEST_DATABASE_URL: '' } } },
  { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'e2e',
      root: 'apps/web',
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // after the others, alone: the browser and the server under test then have the machine's two cores to themselves
      sequence: { groupOrder: 1 },
      // a page on a loaded 2-core CI machine can take seconds to show what a check waits for; vitest's default
      // for expect.poll is 1 s, which made the e2e suite flaky (a re-run passed) rather than slower
      expect: { poll: { timeout: 15_000, interval: 100 } },
      globalSetup: ['e2e/global-setup.ts'],
    },
  },
];

// The same API suite again on real PostgreSQL (a fresh database per file) when TEST_DATABASE_URL is set.
if (process.env.TEST_DATABASE_URL) {
  projects.splice(2, 0, {
    test: { ...serverTests, name: 'server-pg', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } },
  });
}

export default defineConfig({
  test: {
    projects,
    // Vitest's default outside watch mode is one worker fewer than the cores: a single worker on CI's two
    maxWorkers: 2,
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
