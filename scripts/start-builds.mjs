// What `npm start` builds before it starts the server, and what it says while it does.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The builds `npm start` keeps up to date, in the order they run. */
export const START_TARGETS = [
  {
    workspace: 'apps/web',
    // The server renderer is built last, after the browser's files.
    output: 'apps/web/dist-server/entry-server.js',
    sources: ['apps/web/src', 'apps/web/index.html'],
  },
  {
    workspace: 'apps/admin',
    output: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html'],
  },
  { workspace: 'apps/server', output: 'apps/server/dist/main.js', sources: ['apps/server/src'] },
];

/** Said before the first build: a slow machine builds for minutes before the server's first line. */
export const BUILD_NOTICE =
  'Building the storefront, the admin site and the server: the first start may take a few minutes on a slow machine.';

/** Newest modification time under a folder, skipping built output and dependencies. */
function newest(folder) {
  let latest = 0;
  if (!existsSync(folder)) return latest;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * The targets whose sources (or the shared package's) changed since they were last built.
 *
 * @param {string} root the repository
 * @param {typeof START_TARGETS} targets
 */
export function outOfDateTargets(root, targets = START_TARGETS) {
  const shared = newest(path.join(root, 'packages/shared/src'));
  return targets.filter((target) => {
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(
      shared,
      ...target.sources.map((source) => {
        const full = path.join(root, source);
        if (!existsSync(full)) return 0;
        return statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs;
      }),
    );
    return builtAt < changedAt;
  });
}

/**
 * Builds what is out of date, saying first that it may take minutes and then how long it
 * took; says nothing when everything is built.
 *
 * @param {{ root: string, targets?: typeof START_TARGETS, build: (workspace: string) => void, log?: (line: string) => void, now?: () => number }} options
 */
export function buildOutOfDate({ root, targets = START_TARGETS, build, log = console.log, now = Date.now }) {
  const builds = outOfDateTargets(root, targets);
  if (builds.length === 0) return;
  log(BUILD_NOTICE);
  const started = now();
  for (const target of builds) {
    log(`Building ${target.workspace}...`);
    build(target.workspace);
  }
  log(`Built in ${Math.round((now() - started) / 1000)} s.`);
}
