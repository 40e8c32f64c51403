// `npm run bench:cache-memory`: does the answer cache stay within CATALOGUE_CACHE_MB when
// shoppers (or a probe) spell the same questions in thousands of ways? (decision 0016)
//
//   npm run bench:cache-memory [-- --cache-mb 64 --urls 20000 --no-build]
//
// Starts the built shop on PGlite with CATALOGUE_CACHE_MB, warms it, notes its idle RSS, then
// asks, 50 at a time over keep-alive connections: list URLs padded with spaces (which the
// validation trims, so all name one answer), the same at 8 KB each, and 8 KB URLs of many
// different searches. Prints RSS after each round (a few seconds later), the peak (VmHWM),
// and whether RSS stayed within idle + CATALOGUE_CACHE_MB + 20 % of idle. Linux only (/proc).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { root, startShop } from './bench-http/started-shop.mjs';
import { recordBenchmark } from './benchmark-record.mjs';

const { values: options } = parseArgs({
  options: {
    'cache-mb': { type: 'string', default: '64' },
    urls: { type: 'string', default: '20000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const cacheMb = Number(options['cache-mb']);
const count = Number(options.urls);
const CONCURRENCY = 50;

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const figure = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: figure('VmRSS'), peak: figure('VmHWM') };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
}

async function askAll(baseUrl, urls) {
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const status = await get(baseUrl, urls[next++]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return [...statuses].map(([status, times]) => `${times} x ${status}`).join(', ');
}

const padded = (index) =>
  `/api/product/list?q=${'%20'.repeat(index % 150)}samsung${'+'.repeat(Math.floor(index / 150))}&limit=24`;
const long = (index, word = 'samsung') => {
  const start = `/api/product/list?limit=24&q=${'+'.repeat(index % 2000)}${word}`;
  return `${start}${'%20'.repeat(Math.floor((8000 - start.length) / 3))}`;
};

if (!options['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shop = await startShop({ environment: { CATALOGUE_CACHE_MB: String(cacheMb) } });
/** This run's figures, for its row of docs/benchmarks.md. */
const figures = [];
try {
  // V8 gives back the heap that the requests' garbage took only after a few idle seconds.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10_000));
  // Warm: the usual pages, so the idle figure is of a shop that has served, not a cold one.
  await askAll(
    shop.baseUrl,
    Array.from(
      { length: 500 },
      (_, index) =>
        ['/api/product/list?limit=24', '/api/hero/list', `/api/product/${(index % 40) + 1}`][index % 3],
    ),
  );
  await settle();
  const { rss: idle, peak: startPeak } = memoryOf(shop.pid);
  const limit = idle + cacheMb + 0.2 * idle;
  figures.push(`PGlite, CATALOGUE_CACHE_MB=${cacheMb}: idle RSS ${idle.toFixed(0)} MB`);
  console.log(
    `CATALOGUE_CACHE_MB=${cacheMb}; idle RSS ${idle.toFixed(0)} MB (peak so far ${startPeak.toFixed(0)} MB); limit ${limit.toFixed(0)} MB ` +
      `(idle + ${cacheMb} + 20 % of idle); load average ${loadavg()
        .map((figure) => figure.toFixed(2))
        .join(', ')}`,
  );
  const rounds = [
    [`${count} list URLs padded with spaces`, Array.from({ length: count }, (_, index) => padded(index))],
    [`${count} 8 KB URLs of one search`, Array.from({ length: count }, (_, index) => long(index))],
    [
      `${count} 8 KB URLs of ${Math.ceil(count / 10)} searches`,
      Array.from({ length: count }, (_, index) => long(index, `probe${index % Math.ceil(count / 10)}`)),
    ],
  ];
  let within = true;
  console.log(
    `${'round'.padEnd(42)} ${'answers'.padEnd(22)} ${'RSS after'.padStart(10)} ${'peak'.padStart(8)}`,
  );
  for (const [name, urls] of rounds) {
    const started = performance.now();
    const statuses = await askAll(shop.baseUrl, urls);
    const seconds = (performance.now() - started) / 1000;
    await settle();
    const { rss, peak } = memoryOf(shop.pid);
    within &&= rss <= limit;
    figures.push(`after ${name} ${rss.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`);
    console.log(
      `${name.padEnd(42)} ${statuses.padEnd(22)} ${`${rss.toFixed(0)} MB`.padStart(10)} ${`${peak.toFixed(0)} MB`.padStart(8)}   (${seconds.toFixed(1)} s)`,
    );
  }
  console.log(within ? 'RSS stayed within the limit' : 'RSS went over the limit');
  figures.push(within ? `within idle + ${cacheMb} MB + 20 %` : `OVER idle + ${cacheMb} MB + 20 %`);
  figures.push(`load average ${loadavg()[0].toFixed(1)}`);
  process.exitCode = within ? 0 : 1;
} finally {
  agent.destroy();
  await shop.stop();
}
await recordBenchmark({ bench: 'bench:cache-memory', figures: figures.join('; ') });
