import type { MarketingChannel } from '@shop/shared';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stockAlerts } from '../../db/schema';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** What a new request is: whose, for which variant, to which address, confirmed or not. */
export interface NewStockAlert {
  productId: number;
  variantId: number;
  userId: string | null;
  channel: MarketingChannel;
  recipient: string;
  confirmSecretHash: string | null;
  confirmedAt: Date | null;
  createdAt: Date;
}

/** The waiting request (not yet notified) for this variant, channel and address, if there is one. */
export async function findWaitingAlert(
  db: Executor,
  key: { variantId: number; channel: MarketingChannel; recipient: string },
): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.variantId, key.variantId),
        eq(stockAlerts.channel, key.channel),
        eq(stockAlerts.recipient, key.recipient),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Writes a request unless one is already waiting for the same variant, channel and address
 * (stock_alerts_waiting_unique): answers the new row, or undefined when another was there,
 * even one written at the same moment by another request.
 */
export async function insertAlertIfNew(
  db: Executor,
  alert: NewStockAlert,
): Promise<StockAlertRow | undefined> {
  const [row] = await db.insert(stockAlerts).values(alert).onConflictDoNothing().returning();
  return row;
}

/**
 * The new request, or the one already waiting for its variant, channel and address. Should that
 * one end between the two statements (its message queued, or its owner stopping it), the
 * insert is tried again; undefined only if that happens twice.
 */
export async function insertOrFindWaiting(
  db: Executor,
  alert: NewStockAlert,
): Promise<{ row: StockAlertRow; created: boolean } | undefined> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await insertAlertIfNew(db, alert);
    if (row) return { row, created: true };
    const existing = await findWaitingAlert(db, alert);
    if (existing) return { row: existing, created: false };
  }
  return undefined;
}

/** A guest asking again while unconfirmed gets a fresh link or code: the old one stops working. */
export async function replaceConfirmSecret(
  db: Executor,
  id: number,
  confirmSecretHash: string,
  now: Date,
): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmSecretHash, confirmAttempts: 0, createdAt: now })
    .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .returning();
  return row;
}

/**
 * Confirms an unconfirmed, waiting request and forgets its secret, so a link or code works
 * once; of two confirmations at once, one does. Answers the confirmed row, or undefined.
 */
export async function confirmAlert(db: Executor, id: number, now: Date): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: now, confirmSecretHash: null })
    .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
    .returning();
  return row;
}

/** The unconfirmed e-mail request whose link's token hashes to `tokenHash`. */
export async function findAlertByLinkHash(
  db: Executor,
  tokenHash: string,
): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.confirmSecretHash, tokenHash),
        isNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findAlert(db: Executor, id: number): Promise<StockAlertRow | undefined> {
  const [row] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, id)).limit(1);
  return row;
}

/** Counts one wrong code; answers the tries so far (counted in the database, so two at once both count). */
export async function countWrongCode(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmAttempts: sql`${stockAlerts.confirmAttempts} + 1` })
    .where(eq(stockAlerts.id, id))
    .returning({ attempts: stockAlerts.confirmAttempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Ends a request (a locked code): the guest may ask again, for a new code, within the limits. */
export async function deleteAlert(db: Executor, id: number): Promise<void> {
  await db.delete(stockAlerts).where(eq(stockAlerts.id, id));
}

/** An account's waiting requests for one product. */
export async function listAccountAlerts(
  db: Executor,
  userId: string,
  productId: number,
): Promise<StockAlertRow[]> {
  return db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .orderBy(stockAlerts.id);
}

/** Ends an account's waiting requests for a product (one variant's when given); answers how many. */
export async function deleteAccountAlerts(
  db: Executor,
  userId: string,
  productId: number,
  variantId: number | undefined,
): Promise<number> {
  const deleted = await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
        variantId === undefined ? undefined : eq(stockAlerts.variantId, variantId),
      ),
    )
    .returning({ id: stockAlerts.id });
  return deleted.length;
}

/** Confirmed requests still waiting, per variant of a product. */
export async function countWaitingByVariant(db: Executor, productId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ variantId: stockAlerts.variantId, waiting: count() })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
        isNotNull(stockAlerts.confirmedAt),
      ),
    )
    .groupBy(stockAlerts.variantId);
  return new Map(rows.map((row) => [row.variantId, Number(row.waiting)]));
}
