import { testFilesChangingModules } from '../../scripts/test-files-changing-modules';

/**
 * The server's unit and API test files that change a module (vi.mock). Most test files share
 * their worker's modules (vitest.config.ts, isolate: false); these would leak their replacement
 * into the files after them, so they run isolated (vitest.isolated.config.ts).
 */
export const serverFilesChangingModules: string[] = testFilesChangingModules(
  import.meta.dirname,
  ['src', 'test'],
  (file) => file.endsWith('.test.ts') && !file.startsWith('test/system/'),
);
