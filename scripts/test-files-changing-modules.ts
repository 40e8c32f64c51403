import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A project's test files that change its modules (vi.mock, vi.doMock, vi.resetModules), as
 * paths relative to `projectRoot`. Most test files share their worker's modules (`isolate:
 * false`, which saves importing the app again for every file); a replaced or re-imported module
 * would leak into the files after it, so these run in a project of their own with the default
 * isolation. Found by reading the files, so a new test that mocks is isolated without anyone
 * remembering to list it.
 */
export function testFilesChangingModules(
  projectRoot: string,
  folders: readonly string[],
  isTestFile: (file: string) => boolean,
): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(projectRoot, folder), { recursive: true }) as string[])
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter(isTestFile)
      .filter((file) =>
        /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(projectRoot, file), 'utf8')),
      ),
  );
}
