// Starts the built server on a fresh data directory for one Playwright run: creates the
// staff account first (the server then holds the data directory's lock), then the server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// Many shoppers sign up from one address in a run, so the per-IP limit is raised here only.
const environment = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // An answer that strays from its schema fails the run (a 500) instead of passing unseen.
  CHECK_ANSWERS: 'true',
};
delete environment.DATABASE_URL;

const created = spawnSync(
  'npm',
  [
    'run',
    '--silent',
    'admin:create',
    '--',
    '--email',
    'staff@e2e.test',
    '--password',
    'staff-password-1',
    '--name',
    'E2E Staff',
  ],
  { cwd: root, env: environment, stdio: 'inherit' },
);
if (created.status !== 0) process.exit(created.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: environment,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
