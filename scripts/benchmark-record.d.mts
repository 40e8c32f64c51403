// The types of benchmark-record.mjs, for the benches written in TypeScript (apps/server/bench).
export interface BenchmarkRun {
  /** The npm script, which is the row's key: `bench`, `bench:soak`. */
  bench: string;
  /** What the run measured, in one line. */
  figures: string;
  command?: string;
  benchmarkIndex?: number | string;
  date?: string;
}
export const BENCHMARKS_FILE: string;
export const ROWS_START: string;
export const ROWS_END: string;
export function formatBenchmarkRow(run: Required<BenchmarkRun>): string;
export function readBenchmarkRows(markdown: string): {
  bench: string | undefined;
  figures: string | undefined;
  command: string | undefined;
  date: string | undefined;
  benchmarkIndex: string | undefined;
  cells: number;
}[];
export function replaceBenchmarkRow(markdown: string, run: Required<BenchmarkRun>): string;
export function measureBenchmarkIndex(): Promise<number>;
export function commandOf(script: string, argv?: string[]): string;
export function recordBenchmark(run: BenchmarkRun, file?: string): Promise<void>;
