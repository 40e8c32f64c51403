import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_NOTICE, buildOutOfDate } from './start-builds.mjs';

const TARGETS = [{ workspace: 'apps/web', output: 'apps/web/dist/index.html', sources: ['apps/web/src'] }];

/** A repository with the web app's source written at `sourceAt` and its build at `builtAt` (seconds). */
function repository(sourceAt: number, builtAt: number | undefined): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'start-builds-'));
  const write = (file: string, at: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
    utimesSync(path.join(root, file), at, at);
  };
  write('packages/shared/src/index.ts', 1_000);
  write('apps/web/src/main.tsx', sourceAt);
  if (builtAt !== undefined) write('apps/web/dist/index.html', builtAt);
  return root;
}

describe('npm start before the server', () => {
  it('says the first start may take minutes before it builds, and how long it took after', () => {
    const lines: string[] = [];
    const built: string[] = [];
    const clock = [10_000, 192_400];
    buildOutOfDate({
      root: repository(2_000, undefined),
      targets: TARGETS,
      build: (workspace: string) => {
        lines.push(`(build of ${workspace})`);
        built.push(workspace);
      },
      log: (line: string) => lines.push(line),
      now: () => clock.shift()!,
    });
    expect(built).toEqual(['apps/web']);
    expect(lines).toEqual([BUILD_NOTICE, 'Building apps/web...', '(build of apps/web)', 'Built in 182 s.']);
    expect(BUILD_NOTICE).toMatch(/first start may take a few minutes/);
  });

  it('rebuilds what changed since, and says nothing when everything is built', () => {
    const stale: string[] = [];
    buildOutOfDate({
      root: repository(3_000, 2_000),
      targets: TARGETS,
      build: () => {},
      log: (line: string) => stale.push(line),
    });
    expect(stale[0]).toBe(BUILD_NOTICE);

    const quiet: string[] = [];
    buildOutOfDate({
      root: repository(2_000, 3_000),
      targets: TARGETS,
      build: () => quiet.push('built'),
      log: (line: string) => quiet.push(line),
    });
    expect(quiet).toEqual([]);
  });
});
