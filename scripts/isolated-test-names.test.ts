import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Most test files share their worker's modules (`isolate: false` in the apps' vitest configs,
// which saves importing the app again for every file). A file that replaces or re-imports a
// module (vi.mock, vi.doMock, vi.resetModules) would leak that into the files after it, so it
// is named NAME.isolated.test.ts(x) and runs in its app's isolated project
// (apps/*/vitest.isolated.config.ts). The configs decide by name alone; this test keeps the
// names true.
const root = path.resolve(import.meta.dirname, '..');
const SEARCHED = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'apps/admin/src'];
// The system tests start the shop in a child process, each file in its own worker: nothing to leak.
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'system']);

const TEST_FILE = /\.test\.tsx?$/;
const ISOLATED_TEST_FILE = /\.isolated\.test\.tsx?$/;

function changesModules(source: string): boolean {
  return /\bvi\.(mock|doMock|resetModules)\(/.test(source);
}

/** What is wrong with a test file's name for what it does, or undefined when nothing is. */
function misnamed(file: string, source: string): string | undefined {
  const isolated = ISOLATED_TEST_FILE.test(file);
  if (changesModules(source) && !isolated) {
    return `${file} changes a module (vi.mock, vi.doMock or vi.resetModules): name it *.isolated.test.ts(x)`;
  }
  if (isolated && !changesModules(source)) {
    return `${file} changes no module: drop ".isolated" so it shares its worker's modules`;
  }
  return undefined;
}

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFilesUnder(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

const testFiles = SEARCHED.flatMap((folder) => testFilesUnder(path.join(root, folder))).map((file) =>
  path.relative(root, file),
);

describe('test files that change modules', () => {
  it('are found', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(testFiles.filter((file) => ISOLATED_TEST_FILE.test(file)).length).toBeGreaterThan(0);
  });

  it('are named *.isolated.test.ts(x), and only they are', () => {
    const wrong = testFiles.flatMap(
      (file) => misnamed(file, readFileSync(path.join(root, file), 'utf8')) ?? [],
    );
    expect(wrong).toEqual([]);
  });

  it('live in an app with an isolated project to run them', () => {
    const orphans = testFiles
      .filter((file) => ISOLATED_TEST_FILE.test(file))
      .filter(
        (file) =>
          !existsSync(path.join(root, file.split('/').slice(0, 2).join('/'), 'vitest.isolated.config.ts')),
      );
    expect(orphans).toEqual([]);
  });

  it('are caught when a shared-module file mocks, and when an isolated one stops', () => {
    expect(misnamed('apps/server/src/modules/cart/cart.test.ts', "vi.mock('./cart-repository');")).toMatch(
      /name it \*\.isolated\.test/,
    );
    expect(misnamed('apps/web/src/a.test.tsx', 'beforeEach(() => vi.resetModules());')).toBeDefined();
    expect(misnamed('apps/server/src/b.isolated.test.ts', "vi.doMock('../paths');")).toBeUndefined();
    expect(misnamed('apps/server/src/b.isolated.test.ts', 'vi.fn();')).toMatch(/drop "\.isolated"/);
    expect(misnamed('apps/server/src/c.test.ts', 'vi.spyOn(console, "log");')).toBeUndefined();
  });
});
