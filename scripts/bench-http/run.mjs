// `npm run bench:http`: load figures for the shop's busiest calls and its checkout.
//
//   npm run bench:http [-- --duration 5 --rounds 2 --shoppers 200 --no-build --checkout-only --only product --no-invoice]
//   npm run bench:http -- --checkout-only --arrive-over 20 --think 1000   (a paced crowd instead of a burst)
//   npm run bench:http -- --checkout-only --shoppers 100 --signed-up-first [--sign-ups-beside 50]
//     (the busy hour: 100 checkouts at once by shoppers who have accounts, new ones signing up beside)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:http   (PGlite, then PostgreSQL)
//
// For each database: starts the built shop with its default settings on a fresh data dir (or a
// fresh PostgreSQL database on DATABASE_URL's server), and two bare Fastify servers in other
// processes answering the same bytes from memory: one with the shop's headers, one with a
// content-type only; for PGlite a third, the first again beside an idle PGlite in its process
// (the embedded shop holds its database in its own). Alternates autocannon runs of them (50
// connections) per call, prints requests/s, p50 and p99 and the shop/bare ratios, with the load
// average beside them; then plays the checkout load on a fresh shop of its own (`--shoppers 0`
// skips it, `--checkout-only` plays only it) and prints p50/p95/p99 and errors per step (the
// registrations apart), whether the stock adds up, and the server's event-loop delay meanwhile.
// Last, unless `--no-invoice` or `--checkout-only`, the invoice PDF (`npm run bench:invoice`,
// invoice-pdf.mjs), which writes its own row.
// Run it on a quiet machine: the shop, the bare server and autocannon share its cores.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { recordBenchmark } from '../benchmark-record.mjs';
import { benchCheckoutLoad, checkoutFigures, printCheckoutLoad } from './checkout-load.mjs';
import { cpuSecondsOf, freePort, root, startShop } from './started-shop.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '200' },
    /** Shoppers arrive one after another over this many seconds instead of all at once. */
    'arrive-over': { type: 'string', default: '0' },
    /** Milliseconds each shopper takes between two steps, as a person filling the forms would. */
    think: { type: 'string', default: '0' },
    /** The shoppers' accounts are made before the clock starts: the burst is checkouts alone. */
    'signed-up-first': { type: 'boolean', default: false },
    /** New shoppers signing up at the same moment as the checkouts. */
    'sign-ups-beside': { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    'checkout-only': { type: 'boolean', default: false },
    'no-invoice': { type: 'boolean', default: false },
    /** Only the calls whose name contains this (`--only product`). */
    only: { type: 'string', default: '' },
  },
});
const duration = Number(options.duration);
const rounds = Number(options.rounds);
const connections = Number(options.connections);
const shoppers = Number(options.shoppers);
const pace = {
  arriveOverSeconds: Number(options['arrive-over']),
  thinkMs: Number(options.think),
  signedUpFirst: options['signed-up-first'],
  signUpsBeside: Number(options['sign-ups-beside']),
};

/** This run's figures, each database's in one entry, for its row of docs/benchmarks.md. */
const figures = [];

const CALLS = [
  ['list page', '/api/product/list?limit=24'],
  ['one product', '/api/product/3'],
  ['name search', '/api/product/list?q=samsung&limit=24'],
  ['filtered, sorted', '/api/product/list?category=Phone&sort=price_asc&limit=24'],
  ['heroes', '/api/hero/list'],
];

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `mode`: `headers` sends the shop's headers with each body, `content-type` only its content-type;
 * `besidePglite`: the bare server holds an idle PGlite in its process, as the embedded shop does.
 */
async function startBare(answers, mode, besidePglite = false) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const file = path.join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const argv = [file, String(port), mode, ...(besidePglite ? ['beside-pglite'] : [])];
  const child = fork(path.join(root, 'scripts/bench-http/bare-server.mjs'), argv, { stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchDatabase(label, databaseUrl) {
  console.log(`\n=== ${label} ===`);
  if (options['checkout-only']) {
    const checkout = await benchCheckoutLoad(databaseUrl, shoppers, pace);
    printCheckoutLoad(checkout);
    figures.push(`${label}: ${checkoutFigures(checkout)}`);
    return;
  }
  const callFigures = [];
  const shop = await startShop({ databaseUrl });
  const bare = {};
  try {
    const answers = [];
    for (const [, route] of CALLS) {
      // The plain answer: autocannon asks for no encoding, so the yardsticks must not claim one.
      const response = await fetch(shop.baseUrl + route, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      // Everything but what belongs to the connection and the moment (the bare server's own).
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) =>
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      answers.push({ path: route, headers, body: body.toString('base64') });
    }
    bare.headers = await startBare(answers, 'headers');
    bare.type = await startBare(answers, 'content-type');
    // The embedded shop holds PGlite in its own process; a bare route does not, unless asked.
    if (!databaseUrl) bare.pglite = await startBare(answers, 'headers', true);
    const servers = [
      ['shop', shop],
      ['bare', bare.headers],
      ['type', bare.type],
      ...(bare.pglite ? [['pglite', bare.pglite]] : []),
    ];
    console.log(
      `autocannon, ${connections} connections, ${duration} s a run, ${rounds} runs each, alternating the shop,\n` +
        'a bare route with the same body and headers ("bare") and one with the body and a content-type only ("type")\n' +
        (bare.pglite
          ? 'and, for PGlite, "bare" again beside an idle PGlite in its process ("bare+db")\n'
          : '') +
        `load average before: ${loadAverage()}\n` +
        `${'call'.padEnd(18)} ${'size'.padStart(7)} ${'shop req/s'.padStart(11)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}   ${'bare req/s'.padStart(11)} ${'p99'.padStart(6)}   ${'type req/s'.padStart(11)} ${'p99'.padStart(6)}   shop/bare  shop/type${bare.pglite ? '  shop/bare+db' : ''}`,
    );
    const cpuTable = [
      `${'call'.padEnd(18)} ${'shop'.padStart(7)} ${'bare'.padStart(7)} ${'type'.padStart(7)}${bare.pglite ? ` ${'bare+db'.padStart(7)}` : ''}   bare/shop  type/shop${bare.pglite ? '  bare+db/shop' : ''}`,
    ];
    for (const [index, [name, route]] of CALLS.entries()) {
      if (!name.includes(options.only)) continue;
      const runs = Object.fromEntries(servers.map(([which]) => [which, []]));
      // A short warm-up of each, so none pays for a cold start.
      for (const [, server] of servers)
        await new Promise((resolve) =>
          autocannon({ url: server.baseUrl + route, connections, duration: 1 }, resolve),
        );
      for (let round = 0; round < rounds; round += 1) {
        for (const [which, server] of servers) {
          const cpuBefore = cpuSecondsOf(server.pid);
          const result = await load(server.baseUrl + route);
          result.cpuMicroseconds =
            ((cpuSecondsOf(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
          if (result.non2xx > 0 || result.errors > 0)
            console.log(`  ${which} ${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          runs[which].push(result);
        }
      }
      const figure = (which) => ({
        rate: median(runs[which].map((result) => result.requests.average)),
        p50: median(runs[which].map((result) => result.latency.p50)),
        p99: median(runs[which].map((result) => result.latency.p99)),
        cpu: median(runs[which].map((result) => result.cpuMicroseconds)),
      });
      const own = figure('shop');
      const same = figure('bare');
      const typeOnly = figure('type');
      const besideDatabase = bare.pglite ? figure('pglite') : undefined;
      const size = Buffer.from(answers[index].body, 'base64').length;
      const ratio = (value) => `${value.toFixed(2)} x`.padStart(9);
      callFigures.push(
        `${name} ${own.rate.toFixed(0)} req/s (p99 ${own.p99} ms, ${(own.rate / same.rate).toFixed(2)} x bare, ${own.cpu.toFixed(0)} µs CPU)`,
      );
      cpuTable.push(
        `${name.padEnd(18)} ${own.cpu.toFixed(0).padStart(7)} ${same.cpu.toFixed(0).padStart(7)} ${typeOnly.cpu.toFixed(0).padStart(7)}${besideDatabase ? ` ${besideDatabase.cpu.toFixed(0).padStart(7)}` : ''}   ${ratio(same.cpu / own.cpu)}  ${ratio(typeOnly.cpu / own.cpu)}${besideDatabase ? `  ${ratio(besideDatabase.cpu / own.cpu).padStart(12)}` : ''}`,
      );
      console.log(
        `${name.padEnd(18)} ${`${(size / 1024).toFixed(1)} KB`.padStart(7)} ${own.rate.toFixed(0).padStart(11)} ${`${own.p50}`.padStart(4)}ms ${`${own.p99}`.padStart(4)}ms   ${same.rate.toFixed(0).padStart(11)} ${`${same.p99}`.padStart(4)}ms   ${typeOnly.rate.toFixed(0).padStart(11)} ${`${typeOnly.p99}`.padStart(4)}ms   ${ratio(own.rate / same.rate)}  ${ratio(own.rate / typeOnly.rate)}${besideDatabase ? `  ${ratio(own.rate / besideDatabase.rate).padStart(12)}` : ''}`,
      );
    }
    console.log(
      `load average after: ${loadAverage()}\n` +
        `CPU per request of each server (µs, /proc; steadier than requests/s on a busy machine)\n${cpuTable.join('\n')}`,
    );
    for (const [which, server] of Object.entries(bare)) {
      await server.stop();
      delete bare[which];
    }
  } finally {
    for (const server of Object.values(bare)) await server.stop();
    await shop.stop();
  }
  const checkout = shoppers > 0 ? await benchCheckoutLoad(databaseUrl, shoppers, pace) : undefined;
  if (checkout) printCheckoutLoad(checkout);
  figures.push(`${label}: ${[...callFigures, ...(checkout ? [checkoutFigures(checkout)] : [])].join(', ')}`);
}

if (!options['no-build']) {
  console.log('=== npm run build ===');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await benchDatabase('PGlite');
if (process.env.DATABASE_URL) await benchDatabase('PostgreSQL', process.env.DATABASE_URL);
await recordBenchmark({
  bench: 'bench:http',
  figures: `autocannon, ${connections} connections, ${duration} s runs, median of ${rounds}; ${figures.join('; ')}`,
});
if (!options['no-invoice'] && !options['checkout-only'] && !options.only) {
  // The invoice PDF of a 5-line order, on the build this run used; it prints and records its own figures.
  const invoice = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/bench-http/invoice-pdf.mjs'), '--no-build'],
    {
      stdio: 'inherit',
    },
  );
  if (invoice.status !== 0) process.exit(invoice.status ?? 1);
}
