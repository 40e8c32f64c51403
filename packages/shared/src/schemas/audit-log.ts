/**
 * The contract of the audit log (decision 0072): every admin write, who made it, when, from
 * which address, what, and the rows it changed before and after.
 *   GET /api/admin/audit-log        auditLogQuerySchema -> auditLogResponseSchema (newest first, keyset pages)
 *   GET /api/admin/audit-log.csv    auditLogQuerySchema (no `before`/`limit`) -> text/csv of every matching row
 * The owner reads everyone's rows; other staff their own. Nothing edits or deletes a row.
 */
import { z } from 'zod';

/** At most this many rows per page. */
export const AUDIT_LOG_PAGE_LIMIT = 100;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

/** An emptied field of the filter form means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const auditLogFilterSchema = z.strictObject({
  /** A staff account's id: only their rows (the owner's filter; other staff see only theirs anyway). */
  actor: optional(z.uuid('actor must be a staff account id')),
  /** Words in the action or the target ("price", "order", "order 1042"), any case. */
  what: optional(z.string().trim().max(100, 'what must be at most 100 characters')),
  /** The first day, in the shop's time zone (UTC), inclusive. */
  from: optional(day),
  /** The last day, inclusive. */
  to: optional(day),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export const auditLogQuerySchema = auditLogFilterSchema.extend({
  /** The next page: rows older than this row's id (the previous page's `nextBefore`). */
  before: optional(z.string().regex(/^\d{1,18}$/, 'before must be a row id')),
  limit: optional(
    z
      .string()
      .regex(/^\d{1,3}$/, 'limit must be a whole number')
      .transform(Number)
      .pipe(
        z.number().int().min(1).max(AUDIT_LOG_PAGE_LIMIT, `limit must be at most ${AUDIT_LOG_PAGE_LIMIT}`),
      ),
  ),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** One row the write changed; personal data masked and secrets left out by the database. */
export const auditChangeSchema = z.object({
  /** The table, or null for the summary of an upload or an import. */
  table: z.string().nullable(),
  operation: z.enum(['insert', 'update', 'delete', 'summary']),
  key: z.record(z.string(), z.unknown()).nullable(),
  /** For an update, only the columns that changed. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditStaffSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditStaff = z.infer<typeof auditStaffSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for a write made outside the admin site (a restore from the command line). */
  actor: auditStaffSchema.nullable(),
  /** The client's address, as the shop reads it for its rate limits. */
  address: z.string(),
  method: z.string(),
  route: z.string(),
  /** What was done: "Change a product". */
  action: z.string(),
  /** What it was done to: "product 12", "order 3f2a…". */
  target: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  /** The `before` of the next page, or null on the last. */
  nextBefore: z.string().nullable(),
  /** Whose rows the reader may filter by: every staff account for the owner, themselves otherwise. */
  staff: z.array(auditStaffSchema),
  /** Whether the reader sees everyone's rows (the owner) or only their own. */
  everyone: z.boolean(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
