// Starts the built server on a fresh data directory for one Playwright run: creates the
// staff account first (the server then holds the data directory's lock), then the server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// Every browser of a run shares one address and many sign up, subscribe and buy, so the abuse
// limits (docs/configuration.md) are raised here only; failed logins keep the shop's policy.
const environment = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // The first shop pays through the test provider on purpose, whatever NODE_ENV the runner has.
  ALLOW_TEST_PAYMENTS: 'true',
  NEWSLETTER_LIMIT_PER_IP_PER_HOUR: '10000',
  CONTACT_LIMIT_PER_IP_PER_HOUR: '10000',
  CONTACT_LIMIT_PER_ACCOUNT_PER_HOUR: '10000',
  CART_LIMIT_PER_IP_PER_MINUTE: '100000',
  CART_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  CHECKOUT_LIMIT_PER_IP_PER_MINUTE: '100000',
  CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  SMS_CODE_LIMIT_PER_IP_PER_HOUR: '10000',
  WARRANTY_LOOKUPS_PER_IP_PER_MINUTE: '10000',
  // An answer that strays from its schema fails the run (a 500) instead of passing unseen.
  CHECK_ANSWERS: 'true',
  // The journeys count their own prices and delivery fees; the promotions' own tests set theirs.
  DEMO_PROMOTIONS: 'false',
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
