import { DELETED_CUSTOMER_NAME, erasedAccountEmail } from '@shop/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets, payOnDeliveryStandings, phoneCodes, users } from '../../db/schema';
import { changingSessions } from '../../plugins/kept-sessions';

/** The account row under its lock: an erasure and a second one, or a login's session, wait in turn. */
export async function lockAccount(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * The account as its owner may take it (decision 0071): never the password's hash, nor a
 * code's or a link's hash and salt. The numbers codes were sent to say whether each was confirmed.
 */
export async function accountDataOf(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const codes = await db
    .select({ phone: phoneCodes.phone, sentAt: phoneCodes.createdAt, confirmedAt: phoneCodes.usedAt })
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(asc(phoneCodes.createdAt));
  const resets = await db
    .select({ requestedAt: passwordResets.createdAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.createdAt));
  return {
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      image: row.image,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      textMeAboutMyOrders: row.smsOrderUpdates,
      orderUpdatesChannel: row.orderUpdatesChannel,
      refusedDeliveries: row.refusedDeliveries,
    },
    phone: row.phone
      ? { number: row.phone, verified: row.phoneVerifiedAt !== null, verifiedAt: row.phoneVerifiedAt }
      : null,
    phoneCodesSent: codes,
    passwordResetsRequested: resets,
  };
}

/** An account's own contact words: the row's name, e-mail and phone, and the numbers it tried. */
export async function accountContactsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const codes = await db
    .select({ phone: phoneCodes.phone })
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId));
  return { name: row?.name, email: row?.email, phones: [row?.phone, ...codes.map((code) => code.phone)] };
}

/**
 * The account row stays (orders and returns point at it) and names nobody: "Deleted customer",
 * an address at erased.invalid that frees the real one for a new sign-up, a password hash no
 * password matches, no image or phone. Its codes, reset links and the pay-on-delivery
 * standings of its phones and addresses go.
 */
export async function eraseAccountRow(
  db: Executor,
  userId: string,
  places: { phones: string[]; addressKeys: string[] },
): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  const standing = payOnDeliveryStandings;
  const conditions = [
    places.phones.length > 0
      ? and(eq(standing.kind, 'phone'), inArray(standing.key, places.phones))
      : undefined,
    places.addressKeys.length > 0
      ? and(eq(standing.kind, 'address'), inArray(standing.key, places.addressKeys))
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length > 0) await db.delete(standing).where(or(...conditions));
  // Its sessions are deleted too (plugins/session-records.ts); none kept may name it as it was.
  await changingSessions(() =>
    db
      .update(users)
      .set({
        name: DELETED_CUSTOMER_NAME,
        email: erasedAccountEmail(userId),
        // Not an argon2 hash: verifyPassword answers false for every password.
        passwordHash: 'erased',
        image: null,
        phone: null,
        phoneVerifiedAt: null,
        smsOrderUpdates: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId)),
  );
}
