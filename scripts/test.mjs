// `npm test`: every suite. Lint and typecheck, a build, then unit, component and API suites
// (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), the system tests against the
// started server, and Playwright in the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, command, args, environment = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (inCi && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites would not run.');
  process.exit(1);
}

run('lint (Biome and the layout rules)', 'npm', ['run', '--silent', 'lint']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// The build first: the API tests of the built storefront's files (compression.test.ts) need it.
run('build', 'npm', ['run', 'build']);
run('unit, component and API tests', 'npx', ['vitest', 'run']);
run('system tests (started server)', 'npx', [
  'vitest',
  'run',
  '--config',
  'apps/server/vitest.system.config.ts',
]);

if (!existsSync(chromium)) {
  if (inCi) {
    console.error(`Chromium is missing at ${chromium}; CI must install it (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.warn(
    `\nSkipping the browser tests: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}
run('browser tests (Playwright, Chromium)', 'npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.config.ts',
]);
