import type { AuditLogFilter } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';
import { auditLogQuery } from './get-audit-log';

/** GET /api/admin/audit-log.csv of the rows the filter shows, saved as `audit-log-<date>.csv`. */
export function downloadAuditLog(filter: AuditLogFilter) {
  const query = new URLSearchParams(auditLogQuery(filter)).toString();
  return downloadFile(`/api/admin/audit-log.csv${query ? `?${query}` : ''}`, datedCsvName('audit-log'));
}

export function useDownloadAuditLog() {
  return useMutation({ mutationFn: downloadAuditLog });
}
