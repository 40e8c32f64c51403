import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchmarkFigures, pageRow, printComparison } from './bench-web-report.mjs';

/** A Lighthouse run as bench:web keeps it: its result, and the main thread's time from the trace. */
const run = (performance: number, mainThreadMs: number, cpuMs?: number) => ({
  lhr: {
    categories: { performance: { score: performance / 100 } },
    audits: { 'mainthread-work-breakdown': { numericValue: mainThreadMs } },
  },
  report: `report of a ${performance} run`,
  mainThread: cpuMs === undefined ? undefined : { wallMs: mainThreadMs / 4, cpuMs },
});

afterEach(() => vi.restoreAllMocks());

describe("bench:web's row of a page", () => {
  it('reports the median Performance run, and the medians of every run apart', () => {
    const row = pageRow('/', [run(97, 2_400, 250), run(99, 3_100, 310), run(98, 2_000, 230)]);
    expect(row.report).toBe('report of a 98 run');
    expect(row.spread).toBe('97-99');
    // Lighthouse's figure and the thread's CPU come from every run, not only the median Performance one.
    expect(row.mainThreadMedianMs).toBe(2_400);
    expect(row.cpuMedianMs).toBe(250);
  });

  it('leaves out runs whose trace has no thread times, and has no CPU median without any', () => {
    expect(pageRow('/', [run(98, 2_000), run(97, 2_600, 300), run(99, 2_200, 200)]).cpuMedianMs).toBe(200);
    expect(pageRow('/', [run(98, 2_000), run(97, 2_600)]).cpuMedianMs).toBeUndefined();
  });
});

describe("bench:web's comparison with a baseline build", () => {
  it("prints each page's medians beside the baseline's, with their ratio", () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const now = [pageRow('/', [run(98, 2_000, 250), run(97, 3_000, 260)])];
    const before = [pageRow('/', [run(91, 4_000, 500), run(93, 4_100, 520)])];
    printComparison('Against the baseline:', now, before);
    expect(lines).toEqual([
      '\nAgainst the baseline:',
      '  /: main thread 2000 ms against 4000 ms (0.50x); its CPU 250 ms against 500 ms (0.50x); Performance 97-98 against 91-93',
    ]);
  });
});

describe("bench:web's row of docs/benchmarks.md", () => {
  const withTbt = (performance: number, mainThreadMs: number, cpuMs: number, tbtMs: number) => {
    const result = run(performance, mainThreadMs, cpuMs);
    return {
      ...result,
      lhr: {
        ...result.lhr,
        audits: { ...result.lhr.audits, 'total-blocking-time': { numericValue: tbtMs } },
      },
    };
  };

  it('gives each page its median run: Performance with its range, TBT, main thread and its CPU, then the low-end phone', () => {
    const pages = [pageRow('/', [withTbt(95, 2_700, 325, 188), withTbt(97, 2_500, 300, 120)])];
    const slow = [pageRow('/', [withTbt(79, 6_000, 700, 900)])];
    const figures = benchmarkFigures(pages, slow, 4, 8);
    expect(figures).toMatch(/^Lighthouse mobile preset at 4x, /);
    expect(figures).toContain('`/` 95 (95 to 97) / 188 ms / 2.7 s / 300 ms');
    expect(figures).toContain('; at 8x: `/` 79 / 900 ms / 6.0 s / 700 ms;');
    expect(figures).not.toContain('\n');
  });
});
