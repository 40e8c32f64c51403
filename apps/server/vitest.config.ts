import { defineProject } from 'vitest/config';

/**
 * A test file that changes a module (vi.mock, vi.doMock, vi.resetModules) says so in its name,
 * NAME.isolated.test.ts, and runs in vitest.isolated.config.ts; scripts/isolated-test-names.test.ts
 * fails on one that does not. The name decides, so no config reads the files.
 */
export const isolatedTestFiles = '**/*.isolated.test.ts';

/** The settings both server projects share. */
export const serverTestSettings = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks',
  globalSetup: ['test/global-setup.ts'],
} as const;

export default defineProject({
  test: {
    ...serverTestSettings,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/system/**', isolatedTestFiles],
    // A worker imports the server once for all its files, not once per file (about 100 s of a
    // run): each file builds its own app on its own database, so nothing else is shared.
    isolate: false,
  },
});
