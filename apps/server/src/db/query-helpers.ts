import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/shared';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * `array[$1, $2, ...]::type[]`, one parameter a value: Drizzle spreads a JavaScript array in a
 * template into a list, and both drivers take each value as its own parameter this way.
 */
export function arrayOf(values: readonly (string | number)[], type: 'integer' | 'text'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** One page of a staff list: the page and size asked for, and the rows to skip. */
export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/** The page asked for, with the admin default size when the query leaves it out. */
export function pagingOf(query: { page?: number; limit?: number }): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  return { page, limit, offset: (page - 1) * limit };
}

/** Rows of a raw query (`db.execute`), which both drivers answer with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A LIKE pattern that finds the text anywhere: `%` and `_` typed by a person are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** PostgreSQL's check_violation of the named constraint, bare or wrapped by Drizzle. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const candidate = error as
    | { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
    | undefined;
  const pgError = candidate?.code ? candidate : candidate?.cause;
  return pgError?.code === '23514' && pgError.constraint === constraint;
}

/** A timestamp column that may be empty, as the API's ISO text or null. */
export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** A table with a serial id and a creation time, read newest first. */
export type DatedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * Rows of a dated table newest first: one page with the total when `paging` is given, all of
 * them otherwise (a CSV export). Used by the repositories of such tables.
 */
export async function newestFirst<Table extends DatedTable>(
  db: Executor,
  table: Table,
  paging?: Paging,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  // Drizzle cannot work out the row type of a table left generic; it is the table's own select type.
  const source: PgTable = table;
  const ordered = db.select().from(source).orderBy(desc(table.createdAt), desc(table.id));
  if (!paging) {
    const rows = (await ordered) as Table['$inferSelect'][];
    return { rows, total: rows.length };
  }
  const [rows, totals] = await Promise.all([
    ordered.limit(paging.limit).offset(paging.offset) as Promise<Table['$inferSelect'][]>,
    db.select({ total: count() }).from(source),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
