import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's unit and API test files that replace a module with vi.mock. Most test files
 * share their worker's modules (vitest.config.ts, isolate: false); these would leak their
 * replacement into the files after them, so they run isolated (vitest.isolated.config.ts).
 */
export const testFilesReplacingModules: string[] = ['src', 'test'].flatMap((folder) =>
  (readdirSync(path.join(import.meta.dirname, folder), { recursive: true }) as string[])
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('test/system/'))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8'))),
);
