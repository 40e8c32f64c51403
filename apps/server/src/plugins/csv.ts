import type { FastifyReply } from 'fastify';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A semicolon is quoted too: Excel in many locales (where the decimal mark is a comma) splits
 * on `;`, and "Ama; Accra" must stay one cell there as well.
 * Text starting like a formula gets a leading apostrophe, so Excel shows it instead of running it.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document with a header row, lines ended by CRLF as RFC 4180 asks. */
export function toCsv(
  header: string[],
  rows: (string | number | boolean | Date | null | undefined)[][],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A CSV download named `name-<day>.csv` (today unless the file is of another day), never cached. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: string,
  day = new Date().toISOString().slice(0, 10),
) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/** Undoes csvCell's guard: a cell it wrote as `'=...` reads back as `=...`. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
