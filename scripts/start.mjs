// `npm start`: builds what is out of date, then starts the server, which migrates the
// database and loads the demo shop into an empty one. A fresh clone needs nothing else.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment } from './start-environment.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

const shared = newest(path.join(root, 'packages/shared/src'));
const targets = [
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

/** Whether the target's sources (or the shared package) changed since it was last built. */
function outOfDate(target) {
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
}

const builds = targets.filter(outOfDate);
const buildStarted = Date.now();
if (builds.length > 0) {
  // A slow machine builds for minutes before the first line of the server: say why it waits.
  console.log(
    'Building the storefront, the admin site and the server: the first start may take a few minutes on a slow machine.',
  );
}
for (const target of builds) {
  console.log(`Building ${target.workspace}...`);
  // A production build whoever starts the shop: a test runner's NODE_ENV=test would keep the
  // libraries' development code in the bundle (and over the size budget of /).
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (builds.length > 0) console.log(`Built in ${Math.round((Date.now() - buildStarted) / 1000)} s.`);

const { environment, allowedTestPayments } = serverEnvironment(process.env);
if (allowedTestPayments) {
  console.log('No Paystack keys: the shop takes test payments (ALLOW_TEST_PAYMENTS=true), no money moves.');
}
// The shop's data is its user's alone (decision 0045); the builds above kept the caller's
// umask, since what they write is served to everyone.
process.umask(0o077);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // A relative DATA_DIR or BACKUP_DIR is meant from where the shop was started, as for every
  // command (apps/server/src/paths.ts), not from the repository root the server runs in.
  env: { ...environment, INIT_CWD: environment.INIT_CWD || process.cwd() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
