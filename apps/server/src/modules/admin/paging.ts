import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/shared';

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

/** `%` and `_` in a search are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}
