import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** The account's phone, whether it is verified, and its choice of order texts. */
export async function findPhoneSettings(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsOrderUpdates: users.smsOrderUpdates,
      orderUpdatesChannel: users.orderUpdatesChannel,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account's row of order updates, and with `staffToo` every staff account's address too. */
export async function findAccountAndStaff(db: Executor, userId: string, staffToo: boolean) {
  return db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      smsOrderUpdates: users.smsOrderUpdates,
      orderUpdatesChannel: users.orderUpdatesChannel,
    })
    .from(users)
    .where(staffToo ? or(eq(users.id, userId), eq(users.isAdmin, true)) : eq(users.id, userId));
}

/** Order updates on or off, and (when given) by SMS or WhatsApp (decision 0066). */
export async function setOrderTexts(
  db: Executor,
  userId: string,
  on: boolean,
  channel?: 'sms' | 'whatsapp',
): Promise<void> {
  await db
    .update(users)
    .set({ smsOrderUpdates: on, ...(channel ? { orderUpdatesChannel: channel } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function markPhoneVerified(db: Executor, userId: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new code replaces the account's open ones: only the latest can be confirmed. */
export async function replaceOpenCodes(
  db: Executor,
  values: { userId: string; phone: string; codeHash: string; salt: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.userId, values.userId), isNull(phoneCodes.usedAt)));
  await db.insert(phoneCodes).values(values);
}

export async function findLatestCode(db: Executor, userId: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; answers the tries made so far (one UPDATE, so racing tries all count). */
export async function countWrongTry(db: Executor, codeId: number): Promise<number> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, codeId))
    .returning({ attempts: phoneCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Uses the code up, once: answers false when it was used, expired or locked meanwhile. */
export async function useCode(db: Executor, codeId: number, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(phoneCodes.id, codeId),
        isNull(phoneCodes.usedAt),
        lt(phoneCodes.attempts, maxTries),
        sql`${phoneCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}
