// `npm test`: every suite. Lint and typecheck beside a build, then unit, component and API
// suites (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), the system tests
// against the started server, and Playwright in the system Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs one suite; with `prefix`, each line of its output is marked with it (suites that run together). */
function start(task, prefix) {
  const started = Date.now();
  const child = spawn(task.command, task.args, {
    cwd: root,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...task.environment },
  });
  if (prefix) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      from.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) to.write(`${prefix} ${line}\n`);
      });
      from.on('end', () => pending && to.write(`${prefix} ${pending}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ task, code, seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * Runs suites side by side (one alone runs as itself), then says how each went; the first
 * failure ends `npm test`. Only lint, typecheck and the build share the machine.
 */
async function runTogether(tasks) {
  console.log(`\n=== ${tasks.map((task) => task.label).join(' | ')} ===`);
  const results = await Promise.all(
    tasks.map((task) => start(task, tasks.length > 1 ? `[${task.tag}]` : undefined)),
  );
  for (const { task, code, seconds } of results) {
    console.log(`=== ${task.label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}

const task = (tag, label, command, args, environment = {}) => ({ tag, label, command, args, environment });

if (inCi && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites would not run.');
  process.exit(1);
}

const hasChromium = existsSync(chromium);
if (!hasChromium && inCi) {
  console.error(`Chromium is missing at ${chromium}; CI must install it (apt-get install -y chromium).`);
  process.exit(1);
}

// Lint and typecheck read the sources while the build writes dist/: they do not meet.
await runTogether([
  task('lint', 'lint (Biome and the layout rules)', 'npm', ['run', '--silent', 'lint']),
  task('types', 'typecheck', 'npm', ['run', '--silent', 'typecheck']),
  // The build before the tests: the API tests of the built storefront's files (compression.test.ts) need it.
  task('build', 'build', 'npm', ['run', 'build']),
]);
await runTogether([task('unit', 'unit, component and API tests', 'npx', ['vitest', 'run'])]);
const system = task('system', 'system tests (started server)', 'npx', [
  'vitest',
  'run',
  '--config',
  'apps/server/vitest.system.config.ts',
]);
await runTogether([system]);
if (!hasChromium) {
  console.warn(
    `\nSkipping the browser tests: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).`,
  );
} else {
  // Not beside the system tests: tried, the two took the cores from each other (load average
  // 18) and the system tests' servers missed their timeouts.
  await runTogether([
    task('browser', 'browser tests (Playwright, Chromium)', 'npx', [
      'playwright',
      'test',
      '--config',
      'e2e/playwright.config.ts',
    ]),
  ]);
}
