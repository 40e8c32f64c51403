import { defineProject } from 'vitest/config';
import { serverFilesChangingModules } from './test-files-changing-modules';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/system/**', ...serverFilesChangingModules],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker imports the server once for all its files, not once per file (about 100 s of a
    // run): each file builds its own app on its own database, so nothing else is shared.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
  },
});
