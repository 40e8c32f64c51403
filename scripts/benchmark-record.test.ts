import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BENCHMARKS_FILE,
  ROWS_END,
  ROWS_START,
  readBenchmarkRows,
  recordBenchmark,
  replaceBenchmarkRow,
} from './benchmark-record.mjs';

const root = path.resolve(import.meta.dirname, '..');
const page = [
  '# Benchmarks',
  '',
  'Prose no bench touches | not even this.',
  '',
  ROWS_START,
  '| bench | figures | command | date | benchmark index |',
  '|---|---|---|---|---|',
  '| `bench` | page 1 9.4 ms | `npm run bench` | 2026-11-26 | 1,200 |',
  '| `bench:http` | list 0.99 x | `npm run bench:http` | 2026-11-26 | 3,900 |',
  '| `bench:web` | `/` 95 | `npm run bench:web` | 2026-11-27 | 1,133 |',
  ROWS_END,
  '',
  '## After the table',
  '',
].join('\n');

const aRun = {
  bench: 'bench:http',
  figures: 'list 1.02 x | one product 0.95 x\non two lines',
  command: 'npm run bench:http -- --only product',
  date: '2026-11-28',
  benchmarkIndex: 2000,
};

describe('a bench writing its row of docs/benchmarks.md', () => {
  it("replaces its own row in place and keeps every other bench's row and the prose", () => {
    const written = replaceBenchmarkRow(page, aRun);
    const rows = readBenchmarkRows(written);
    expect(rows.map((row) => row.bench)).toEqual(['bench', 'bench:http', 'bench:web']);
    expect(rows[1]).toMatchObject({
      figures: 'list 1.02 x \\| one product 0.95 x on two lines',
      command: 'npm run bench:http -- --only product',
      date: '2026-11-28',
      benchmarkIndex: '2000',
    });
    expect(written).toContain('| `bench` | page 1 9.4 ms | `npm run bench` | 2026-11-26 | 1,200 |');
    expect(written).toContain('| `bench:web` | `/` 95 | `npm run bench:web` | 2026-11-27 | 1,133 |');
    expect(written).not.toContain('list 0.99 x');
    expect(written.startsWith('# Benchmarks\n\nProse no bench touches | not even this.')).toBe(true);
    expect(written.endsWith(`${ROWS_END}\n\n## After the table\n`)).toBe(true);
  });

  it('keeps the table well formed: a header, its rule, and five cells in every row, however often it is written', () => {
    let written = page;
    for (let run = 0; run < 3; run += 1)
      written = replaceBenchmarkRow(written, { ...aRun, benchmarkIndex: run });
    const table = written
      .slice(written.indexOf(ROWS_START), written.indexOf(ROWS_END))
      .split('\n')
      .slice(1, -1);
    expect(table[0]).toBe('| bench | figures | command | date | benchmark index |');
    expect(table[1]).toBe('|---|---|---|---|---|');
    expect(table).toHaveLength(5);
    for (const row of readBenchmarkRows(written)) expect(row.cells).toBe(5);
  });

  it('appends a bench that had no row, and refuses a page without the markers rather than writing elsewhere', () => {
    const written = replaceBenchmarkRow(page, {
      ...aRun,
      bench: 'bench:soak',
      command: 'npm run bench:soak',
    });
    expect(readBenchmarkRows(written).map((row) => row.bench)).toEqual([
      'bench',
      'bench:http',
      'bench:web',
      'bench:soak',
    ]);
    expect(() => replaceBenchmarkRow('# Benchmarks\n\nno table\n', aRun)).toThrow(/markers/);
  });

  it("writes the file it is given, dated today, and leaves the others' rows as they were", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'benchmark-record-')), 'benchmarks.md');
    writeFileSync(file, page);
    await recordBenchmark({ bench: 'bench', figures: 'page 1 8.0 ms', benchmarkIndex: 1500 }, file);
    const rows = readBenchmarkRows(readFileSync(file, 'utf8'));
    expect(rows[0]).toMatchObject({ bench: 'bench', figures: 'page 1 8.0 ms', benchmarkIndex: '1500' });
    expect(rows[0]?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(rows[0]?.command).toMatch(/^npm run bench/);
    expect(rows.slice(1).map((row) => row.figures)).toEqual(['list 0.99 x', '`/` 95']);
  });
});

/** The file an npm script runs, following `npm run X -w apps/server` into that workspace. */
function entryOfScript(script: string, packageFolder = root): string {
  const scripts = JSON.parse(readFileSync(path.join(packageFolder, 'package.json'), 'utf8')).scripts;
  const command: string = scripts[script];
  const workspace = command.match(/^npm run (\S+) -w (\S+)/);
  if (workspace) return entryOfScript(workspace[1] as string, path.join(root, workspace[2] as string));
  const file = command.split(' ').find((word) => /\.(mjs|ts)$/.test(word));
  if (!file) throw new Error(`${script}: no script file in "${command}"`);
  return path.join(packageFolder, file);
}

describe('docs/benchmarks.md and the bench scripts', () => {
  const rootScripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
  const benchScripts = rootScripts.filter((script) => script === 'bench' || script.startsWith('bench:'));
  const rows = readBenchmarkRows(readFileSync(BENCHMARKS_FILE, 'utf8'));

  it('has one well-formed row for every bench script of package.json, and none for a bench that is gone', () => {
    expect(benchScripts.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((row) => row.bench).sort()).toEqual([...benchScripts].sort());
    for (const row of rows) expect(row.cells).toBe(5);
  });

  it.each(benchScripts)('%s writes its own row when it finishes', (script) => {
    const source = readFileSync(entryOfScript(script), 'utf8');
    expect(source).toContain('recordBenchmark(');
    expect(source).toMatch(new RegExp(`bench: '${script}'`));
  });
});
