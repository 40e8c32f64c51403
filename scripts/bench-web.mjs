// `npm run bench:web`: builds, starts the server on a free port with a fresh data dir, and runs
// Lighthouse 12 (its default mobile preset: simulated slow 4G, 4x CPU slowdown) in the system
// Chromium on six storefront pages, several runs each, then a second pass at 8x CPU slowdown (a
// low-end Android phone) on home and a product page. Prints, per page, the run with the median
// Performance score: the four category scores, LCP, TBT, CLS, the main thread's work and where it
// went (Lighthouse's mainthread-work-breakdown), the CPU the main thread itself used (from the
// trace: on 2 cores much of Lighthouse's wall time is waiting), its longest tasks, the load average
// and Lighthouse's benchmark index (how fast this CPU is: figures only compare at a similar one).
// Exits non-zero if Lighthouse fails. Stops the server and removes the data dir at the end, also
// on failure.
//
//   node scripts/bench-web.mjs [--runs N] [--no-build] [--out DIR] [--pages /,/about] [--no-slow]
//                              [--as-index N] [--against COMMIT]
//
// --runs N     runs per page (default 3; the median Performance run is reported)
// --no-build   use the existing build (apps/server/dist and the apps' dist)
// --out DIR    also write the HTML report of each reported run to DIR
// --pages P    only these pages (comma-separated), in both passes
// --no-slow    skip the 8x CPU slowdown pass
// --as-index N measure as on a machine of Lighthouse benchmark index N (the issue's machine of this
//              kind is about 1,600): both slowdowns are scaled by this machine's index over N,
//              read from a first run of /about, as Lighthouse's throttling guide calibrates them
// --against C  also build commit C (a git worktree of its own, `npm ci` and its build) and serve
//              it beside this one, each run of a page alternating between the two builds, then
//              print each page's medians side by side: machines of this kind differ several times
//              in speed and load, so a before and after is only sound measured together
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop as startShopServer } from './bench-http/started-shop.mjs';
import { buildBaseline } from './bench-web-baseline.mjs';
import { describeMainThreadTime, mainThreadTime } from './bench-web-main-thread.mjs';
import {
  benchmarkFigures,
  CATEGORIES,
  load,
  metric,
  pageRow,
  printComparison,
  printTable,
  score,
  seconds,
} from './bench-web-report.mjs';
import { recordBenchmark } from './benchmark-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/singleProducts/1', '/new_products', '/products', '/login', '/about'];
/** The pages a low-end phone is measured on, at 8x CPU slowdown. */
const SLOW_PAGES = ['/', '/singleProducts/1'];
const SLOW_CPU_MULTIPLIER = 8;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's mobile preset throttling (simulated slow 4G, 4x CPU), which the slow pass extends. */
const MOBILE_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
};
const cpuCount = () => availableParallelism();

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
    pages: { type: 'string' },
    'no-slow': { type: 'boolean', default: false },
    'as-index': { type: 'string' },
    against: { type: 'string' },
  },
});
const asIndex = options['as-index'] === undefined ? undefined : Number(options['as-index']);
if (asIndex !== undefined && !(asIndex > 0)) {
  console.error('bench-web: --as-index must be a benchmark index above 0, for example 1600');
  process.exit(2);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench-web: --runs must be a whole number of at least 1');
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`bench-web: no Chromium at ${chromePath} (install Debian's chromium or set CHROMIUM_PATH)`);
  process.exit(1);
}

// Everything started here, undone by cleanup() whatever happens.
/** How to stop each server started (bench-http/started-shop.mjs), and remove its data dir. */
const serverStops = [];
let chrome;
let baseline;
let cleaning;

/** Stops Chromium and the servers, removes the data dirs and the baseline; every caller waits for the same work. */
function cleanup() {
  cleaning ??= stopEverything();
  return cleaning;
}

async function stopEverything() {
  if (chrome) {
    try {
      await chrome.kill();
    } catch {
      // already gone
    }
  }
  await Promise.all(serverStops.map((stop) => stop()));
  baseline?.remove();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    console.error(`\nbench-web: ${signal}, stopping`);
    await cleanup();
    process.exit(130);
  });
}

/** The shop built in `buildRoot`, with a fresh embedded database whatever the shell points at. */
async function startShop(buildRoot) {
  const started = Date.now();
  const { baseUrl, stop } = await startShopServer({ buildRoot, environment: { LOG_LEVEL: 'warn' } });
  serverStops.push(stop);
  console.log(`Server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return baseUrl;
}

async function runLighthouse(url, cpuSlowdownMultiplier) {
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      // The mobile preset with only the CPU slowdown changed, for the low-end phone pass.
      cpuSlowdownMultiplier !== MOBILE_THROTTLING.cpuSlowdownMultiplier
        ? {
            extends: 'lighthouse:default',
            settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier } },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const id of CATEGORIES) {
      if (typeof lhr.categories[id]?.score !== 'number') {
        throw new Error(`Lighthouse on ${url}: no ${id} score (${lhr.runWarnings.join('; ')})`);
      }
    }
    return { lhr, report: result.report, mainThread: mainThreadTime(result.artifacts.Trace) };
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * How much slower than the preset to throttle so that this machine measures like one of
 * benchmark index `target`: this machine's index (from one run of /about) over the target.
 */
async function calibration(baseUrl, target) {
  const { lhr } = await runLighthouse(`${baseUrl}/about`, MOBILE_THROTTLING.cpuSlowdownMultiplier);
  const index = lhr.environment.benchmarkIndex;
  const scale = index / target;
  console.log(
    `Measuring as on a machine of benchmark index ${target}: this one's is ${index}, so every CPU slowdown is ${round(scale)} times the preset's`,
  );
  return scale;
}

/**
 * Runs each page `runs` times on each build (`targets`: its name and address), a build after the
 * other in every run, printing every run; answers each build's rows (pageRow).
 */
async function measure(targets, pages, cpuSlowdownMultiplier) {
  const rows = targets.map(() => []);
  for (const page of pages) {
    const results = targets.map(() => []);
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        const result = await runWithRetries(
          target.baseUrl + page,
          cpuSlowdownMultiplier,
          `${page} run ${run}/${runs}`,
        );
        results[index].push(result);
        const { lhr, mainThread } = result;
        const ownTime = describeMainThreadTime(mainThread);
        const name = targets.length > 1 ? `[${target.name}] ` : '';
        console.log(
          `  ${name}${page} run ${run}/${runs}: Performance ${score(lhr, 'performance')}, LCP ${seconds(metric(lhr, 'largest-contentful-paint'))}, TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms, CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(3)}, main thread ${seconds(metric(lhr, 'mainthread-work-breakdown'))}${ownTime ? ` (unthrottled: ${ownTime})` : ''} (load ${load()})`,
        );
      }
    }
    for (const [index, target] of targets.entries()) {
      const row = pageRow(page, results[index]);
      rows[index].push(row);
      if (options.out) writeReport(row, target, targets.length > 1, cpuSlowdownMultiplier);
      const warnings = new Set(results[index].flatMap(({ lhr }) => lhr.runWarnings));
      for (const warning of warnings) console.log(`  (Lighthouse warning on ${page}: ${warning})`);
    }
  }
  return rows;
}

/** Lighthouse's own advice for a broken trace (NO_NAVSTART, NO_FCP...) is to run again: up to three tries. */
async function runWithRetries(url, cpuSlowdownMultiplier, label) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, cpuSlowdownMultiplier);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${label} failed, trying again: ${error.message}`);
    }
  }
}

/** The HTML report of a page's median run, in --out. */
function writeReport(row, target, named, cpuSlowdownMultiplier) {
  mkdirSync(options.out, { recursive: true });
  const name = row.page === '/' ? 'home' : row.page.replace(/^\//, '').replace(/[^\w-]+/g, '_');
  const suffix =
    cpuSlowdownMultiplier !== MOBILE_THROTTLING.cpuSlowdownMultiplier ? `-cpu${cpuSlowdownMultiplier}x` : '';
  const build = named ? `-${target.name.replace(/[^\w-]+/g, '_')}` : '';
  writeFileSync(path.join(options.out, `${name}${suffix}${build}.html`), row.report);
}

/** One plain request for each page and the images it names, so that no run pays for a cold server. */
async function warmUp(baseUrl, pages) {
  for (const page of pages) {
    const html = await (await fetch(baseUrl + page)).text();
    const images = new Set(
      [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap(([, value]) =>
        value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
      ),
    );
    for (const image of images) {
      if (image.startsWith('/images/') || image.startsWith('/uploads/')) {
        await (await fetch(baseUrl + image.replaceAll('&amp;', '&'))).arrayBuffer();
      }
    }
  }
}

async function main() {
  const began = Date.now();
  if (!options['no-build']) {
    console.log('=== npm run build ===');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  }
  const pages = options.pages ? options.pages.split(',') : PAGES;
  const slowPages = options['no-slow'] ? [] : SLOW_PAGES.filter((page) => pages.includes(page));
  const targets = [{ name: 'this build', baseUrl: await startShop(root) }];
  if (options.against) {
    baseline = buildBaseline(root, options.against);
    targets.push({ name: options.against, baseUrl: await startShop(baseline.root) });
  }
  for (const { baseUrl } of targets) await warmUp(baseUrl, pages);

  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
    .version;
  const scale = asIndex === undefined ? 1 : await calibration(targets[0].baseUrl, asIndex);
  const phone = round(MOBILE_THROTTLING.cpuSlowdownMultiplier * scale);
  const lowEndPhone = round(SLOW_CPU_MULTIPLIER * scale);
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, ${phone}x CPU slowdown), ${chromePath}, ${runs} run(s) per page${targets.length > 1 ? ' and build' : ''}; load average ${load()}`,
  );
  const rows = await measure(targets, pages, phone);
  let slowRows = targets.map(() => []);
  if (slowPages.length > 0) {
    console.log(`\nLow-end phone: the same preset at ${lowEndPhone}x CPU slowdown`);
    slowRows = await measure(targets, slowPages, lowEndPhone);
  }

  for (const [index, target] of targets.entries()) {
    const of = targets.length > 1 ? `, ${target.name}` : '';
    printTable(
      `Median Performance run per page (mobile preset, ${phone}x CPU slowdown${of}):`,
      rows[index],
      runs,
    );
    if (slowRows[index].length > 0) {
      printTable(
        `Median Performance run per page at ${lowEndPhone}x CPU slowdown${of}:`,
        slowRows[index],
        runs,
      );
    }
  }
  if (targets.length > 1) {
    const against = `this build against ${options.against}, medians over ${runs} run(s) each`;
    printComparison(`At ${phone}x CPU slowdown, ${against}:`, rows[0], rows[1]);
    if (slowRows[0].length > 0) printComparison(`At ${lowEndPhone}x, ${against}:`, slowRows[0], slowRows[1]);
  }
  const indexes = [...rows, ...slowRows].flat().map(({ lhr }) => lhr.environment.benchmarkIndex);
  console.log(
    `\nLighthouse benchmark index of this machine: ${Math.min(...indexes)} to ${Math.max(...indexes)} (median ${indexes.sort((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)]}); load average at the end ${load()} on ${cpuCount()} cores`,
  );
  console.log(`bench:web took ${((Date.now() - began) / 1000).toFixed(0)} s`);
  const median = indexes[Math.floor((indexes.length - 1) / 2)];
  await recordBenchmark({
    bench: 'bench:web',
    figures: benchmarkFigures(rows[0], slowRows[0], phone, lowEndPhone),
    benchmarkIndex: `${Math.min(...indexes)} to ${Math.max(...indexes)} (median ${median})`,
  });
}

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(`\nbench-web failed: ${error instanceof Error ? error.message : error}`);
  await cleanup();
  process.exit(1);
}
