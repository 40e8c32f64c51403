import { type AuditLogFilter, auditLogResponseSchema } from '@shop/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { auditLogKeys } from './audit-log-keys';

/** The filter as query parameters: an empty field is left out. */
export function auditLogQuery(filter: AuditLogFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** GET /api/admin/audit-log: one page of the log, newest first, older than `before`. */
export function getAuditLog(filter: AuditLogFilter, before: string | undefined, signal?: AbortSignal) {
  return apiRequest('/api/admin/audit-log', {
    query: { ...auditLogQuery(filter), ...(before ? { before } : {}) },
    schema: auditLogResponseSchema,
    signal,
  });
}

/** Pages follow each other by the last row's id (keyset): "Older changes" asks for the next. */
export function auditLogQueryOptions(filter: AuditLogFilter) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAuditLog(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
