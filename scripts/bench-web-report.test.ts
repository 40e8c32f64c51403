import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRow, printComparison } from './bench-web-report.mjs';

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
