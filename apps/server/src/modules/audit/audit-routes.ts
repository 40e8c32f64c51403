import { auditLogFilterSchema, auditLogQuerySchema, auditLogResponseSchema } from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { auditLogCsv, readAuditLog } from './audit-reading';

/**
 * Staff's reading of the audit log (schemas/audit-log.ts): pages as JSON and every matching row
 * as CSV. Reading only: no route of the shop edits or deletes a row (decision 0072).
 */
export async function auditRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      const reader = (user: ReturnType<typeof currentUser>) => ({ id: user.id, isOwner: user.isOwner });

      staff.get(
        '/audit-log',
        { schema: { querystring: auditLogQuerySchema, response: answers({ 200: auditLogResponseSchema }) } },
        async (request) => readAuditLog(staff.database.db, reader(currentUser(request)), request.query),
      );

      staff.get(
        '/audit-log.csv',
        { schema: { querystring: auditLogFilterSchema, response: textAnswers('text/csv') } },
        async (request, reply) => {
          const day = new Date().toISOString().slice(0, 10);
          return reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
            .header('Cache-Control', 'no-store')
            .send(auditLogCsv(staff.database.db, reader(currentUser(request)), request.query) as never);
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
