import { defineProject } from 'vitest/config';
import { testFilesReplacingModules } from './test-files-replacing-modules.ts';

/** The server test files that replace a module (vi.mock), each in a fresh module graph. */
export default defineProject({
  test: {
    name: 'server-isolated',
    environment: 'node',
    include: testFilesReplacingModules,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
