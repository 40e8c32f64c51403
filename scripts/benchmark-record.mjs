// Each bench writes its own row of docs/benchmarks.md when it finishes, so the page shows what
// the last run measured and cannot drift from it (decision 0058). A row is found by its first
// cell, the bench's npm script; the rows live between two markers so the rest of the page is
// prose that no bench touches.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'benchmarks.md',
);
export const ROWS_START = '<!-- benchmark-rows:start -->';
export const ROWS_END = '<!-- benchmark-rows:end -->';
export const TABLE_HEADER = ['bench', 'figures', 'command', 'date', 'benchmark index'];

/** A cell's text: one line, and a `|` that would end the cell written as `\|`. */
function cell(text) {
  return String(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** The table row of one bench's run. */
export function formatBenchmarkRow({ bench, figures, command, date, benchmarkIndex }) {
  const cells = [`\`${bench}\``, figures, `\`${command}\``, date, benchmarkIndex];
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** The cells of a table row, `\|` kept inside its cell. */
function cellsOf(row) {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((text) => text.trim());
}

function benchOfRow(row) {
  return cellsOf(row)[0]?.replace(/`/g, '');
}

function rowsRegion(markdown) {
  const start = markdown.indexOf(ROWS_START);
  const end = markdown.indexOf(ROWS_END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`docs/benchmarks.md needs the markers ${ROWS_START} and ${ROWS_END} around its table`);
  return {
    before: markdown.slice(0, start + ROWS_START.length),
    inside: markdown.slice(start + ROWS_START.length, end),
    after: markdown.slice(end),
  };
}

/** Every bench's row, as the page holds it. */
export function readBenchmarkRows(markdown) {
  const lines = rowsRegion(markdown)
    .inside.split('\n')
    .filter((line) => line.trim().startsWith('|'));
  return lines.slice(2).map((line) => {
    const [bench, figures, command, date, benchmarkIndex] = cellsOf(line);
    return {
      bench: bench?.replace(/`/g, ''),
      figures,
      command: command?.replace(/`/g, ''),
      date,
      benchmarkIndex,
      cells: cellsOf(line).length,
    };
  });
}

/** The page with `entry`'s row in place of the row of the same bench (appended when it has none). */
export function replaceBenchmarkRow(markdown, entry) {
  const { before, inside, after } = rowsRegion(markdown);
  const row = formatBenchmarkRow(entry);
  const tableRows = inside
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2);
  const kept = tableRows.filter((line) => benchOfRow(line) !== entry.bench);
  const index = tableRows.findIndex((line) => benchOfRow(line) === entry.bench);
  const rows = [...kept];
  rows.splice(index === -1 ? rows.length : index, 0, row);
  const header = `| ${TABLE_HEADER.join(' | ')} |\n|${TABLE_HEADER.map(() => '---|').join('')}`;
  return `${before}\n${header}\n${rows.join('\n')}\n${after}`;
}

/**
 * Lighthouse's CPU benchmark (its benchmarkIndex) run in Node: how fast this machine was while
 * the figures were measured, since figures only compare between machines of a similar index.
 */
export async function measureBenchmarkIndex() {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return Math.round(pageFunctions.computeBenchmarkIndex());
}

/** The command this process was started as, for the row: `npm run bench:http -- --only product`. */
export function commandOf(script, argv = process.argv.slice(2)) {
  return argv.length > 0 ? `npm run ${script} -- ${argv.join(' ')}` : `npm run ${script}`;
}

/**
 * Writes the bench's row: `figures` is one line of what it measured; `benchmarkIndex` is measured
 * here when the bench has none of its own (bench:web has Lighthouse's from the pages).
 */
export async function recordBenchmark(
  { bench, figures, command = commandOf(bench), benchmarkIndex, date },
  file = BENCHMARKS_FILE,
) {
  const index = benchmarkIndex ?? (await measureBenchmarkIndex());
  const day = date ?? new Date().toISOString().slice(0, 10);
  const markdown = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    replaceBenchmarkRow(markdown, { bench, figures, command, date: day, benchmarkIndex: index }),
  );
  console.log(
    `\n${path.relative(process.cwd(), file) || file}: the row of ${bench} now holds this run's figures`,
  );
}
