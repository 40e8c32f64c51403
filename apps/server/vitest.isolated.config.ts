import { defineProject } from 'vitest/config';
import { serverFilesChangingModules } from './test-files-changing-modules';

/** The server test files that change a module (vi.mock, vi.resetModules), each in a fresh module graph. */
export default defineProject({
  test: {
    name: 'server-isolated',
    environment: 'node',
    include: serverFilesChangingModules,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
