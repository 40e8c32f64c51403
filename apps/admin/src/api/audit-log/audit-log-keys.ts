import type { AuditLogFilter } from '@shop/shared';

/** The audit log's query keys, written once; every one starts with `all`. */
export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (filter: AuditLogFilter) => [...auditLogKeys.all, 'list', filter] as const,
};
