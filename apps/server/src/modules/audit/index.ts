import type { App } from '../../plugins/zod-type-provider';
import { auditRoutes } from './audit-routes';

export { insertAuditEntry } from './audit-repository';
/*
 * Owns `audit_log` (decision 0072): one row per admin write, made in the write's own request
 * transaction (registerAuditedWrites), read by staff (the owner everyone's, others their own),
 * never edited. The rows a write changed come from the database's trigger (migration 0037).
 */
export { type AuditWay, isAdminWrite, recordAuditSummary, registerAuditedWrites } from './audited-writes';

/** GET /api/admin/audit-log and its CSV. */
export async function auditModule(app: App) {
  await auditRoutes(app);
}
