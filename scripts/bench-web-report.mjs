// What bench:web prints of its Lighthouse runs: the table of each build's median runs, where its
// main thread's time went, and, against a baseline build, the two side by side.
import { loadavg } from 'node:os';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const score = (lhr, id) => Math.round(lhr.categories[id].score * 100);
export const metric = (lhr, id) => lhr.audits[id].numericValue;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Main-thread time per kind of work (Lighthouse's groups), largest first. */
export function mainThreadBreakdown(lhr) {
  const items = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)}`)
    .join(', ');
}

/** The longest main-thread tasks and the script Lighthouse blames for each. */
export function longestTasks(lhr) {
  const items = lhr.audits['long-tasks'].details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((item) => `${Math.round(item.duration)} ms ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`)
    .join(', ');
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value) && value > 0).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The row of a page: the run with the median Performance score (the lower middle one for an even
 * count), the spread of the scores, and the medians over every run of Lighthouse's main-thread
 * figure and of the CPU the thread had (runs whose trace has no thread times are left out).
 */
export function pageRow(page, results) {
  const sorted = [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const performances = sorted.map(({ lhr }) => score(lhr, 'performance'));
  return {
    page,
    lhr: sorted[Math.floor((sorted.length - 1) / 2)].lhr,
    report: sorted[Math.floor((sorted.length - 1) / 2)].report,
    spread: `${performances[0]}-${performances.at(-1)}`,
    mainThreadMedianMs: median(results.map(({ lhr }) => metric(lhr, 'mainthread-work-breakdown'))),
    cpuMedianMs: median(results.map(({ mainThread }) => mainThread?.cpuMs ?? 0)),
  };
}

export function printTable(title, rows, runs) {
  const table = [
    [
      'page',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'main thread',
      'its CPU, median',
      `Perf over ${runs} run(s)`,
    ],
    ...rows.map(({ page, lhr, spread, cpuMedianMs }) => [
      page,
      ...CATEGORIES.map((id) => String(score(lhr, id))),
      seconds(metric(lhr, 'largest-contentful-paint')),
      `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
      metric(lhr, 'cumulative-layout-shift').toFixed(3),
      seconds(metric(lhr, 'mainthread-work-breakdown')),
      cpuMedianMs === undefined ? '-' : `${Math.round(cpuMedianMs)} ms`,
      spread,
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  console.log(`\n${title}`);
  for (const row of table) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
  }
  console.log(
    "'main thread' is Lighthouse's: the wall time of the page's main-thread tasks, times the CPU slowdown; 'its CPU' is the CPU the thread had in those tasks, unthrottled (from the trace), the median over the runs: the rest of the wall time it waited for a core.",
  );
  console.log('Main-thread work of each reported run (ms), and its longest tasks:');
  for (const { page, lhr } of rows) {
    console.log(`  ${page}: ${mainThreadBreakdown(lhr)}`);
    console.log(`  ${' '.repeat(page.length)}  long tasks: ${longestTasks(lhr) || 'none'}`);
  }
}

/** Each page's medians over every run, this build against the baseline, and their ratio. */
export function printComparison(title, rows, baselineRows) {
  console.log(`\n${title}`);
  const ratio = (value, base) => (value && base ? `${(value / base).toFixed(2)}x` : '-');
  const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
  for (const row of rows) {
    const base = baselineRows.find(({ page }) => page === row.page);
    if (!base) continue;
    console.log(
      `  ${row.page}: main thread ${ms(row.mainThreadMedianMs)} against ${ms(base.mainThreadMedianMs)} (${ratio(row.mainThreadMedianMs, base.mainThreadMedianMs)}); its CPU ${ms(row.cpuMedianMs)} against ${ms(base.cpuMedianMs)} (${ratio(row.cpuMedianMs, base.cpuMedianMs)}); Performance ${row.spread} against ${base.spread}`,
    );
  }
}

/**
 * This build's figures in one line, for bench:web's row of docs/benchmarks.md: per page the
 * median run's Performance / TBT / Lighthouse's main thread / its CPU, then the low-end phone's.
 */
export function benchmarkFigures(rows, slowRows, phone, lowEndPhone) {
  const range = (spread) => {
    const [low, high] = spread.split('-');
    return low === high ? '' : ` (${low} to ${high})`;
  };
  const page = ({ page, lhr, spread, cpuMedianMs }) =>
    `\`${page}\` ${score(lhr, 'performance')}${range(spread)} / ${Math.round(metric(lhr, 'total-blocking-time'))} ms / ${seconds(metric(lhr, 'mainthread-work-breakdown'))} / ${cpuMedianMs === undefined ? '-' : `${Math.round(cpuMedianMs)} ms`}`;
  const slow = slowRows.length > 0 ? `; at ${lowEndPhone}x: ${slowRows.map(page).join('; ')}` : '';
  return `Lighthouse mobile preset at ${phone}x, median Performance run, Performance (range) / TBT / main thread / its CPU: ${rows.map(page).join('; ')}${slow}; load average ${load()}`;
}
