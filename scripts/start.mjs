// `npm start`: builds what is out of date, then starts the server, which migrates the
// database and loads the demo shop into an empty one. A fresh clone needs nothing else.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOutOfDate } from './start-builds.mjs';
import { serverEnvironment } from './start-environment.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildOutOfDate({
  root,
  build: (workspace) => {
    // A production build whoever starts the shop: a test runner's NODE_ENV=test would keep the
    // libraries' development code in the bundle (and over the size budget of /).
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});

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
