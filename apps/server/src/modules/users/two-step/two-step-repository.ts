import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  staffDevices,
  staffRecoveryCodes,
  staffSecuritySettings,
  staffSignInChallenges,
  staffTwoStep,
  users,
} from '../../../db/schema';

/*
 * The SQL of staff's second factor (decision 0073): secrets, recovery codes, devices,
 * sign-in challenges and the owner's requirement. Tokens and codes arrive here hashed.
 */

const SETTINGS_ROW_ID = 1;

export type TwoStepRow = typeof staffTwoStep.$inferSelect;

export async function findTwoStep(db: Executor, userId: string): Promise<TwoStepRow | undefined> {
  const [row] = await db.select().from(staffTwoStep).where(eq(staffTwoStep.userId, userId));
  return row;
}

/** A pending secret, replacing an earlier pending one; never one that is on. */
export async function savePendingSecret(db: Executor, userId: string, totpSecret: string): Promise<boolean> {
  const rows = await db
    .insert(staffTwoStep)
    .values({ userId, totpSecret })
    .onConflictDoUpdate({
      target: staffTwoStep.userId,
      set: { totpSecret, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(staffTwoStep.enabledAt),
    })
    .returning({ userId: staffTwoStep.userId });
  return rows.length > 0;
}

/**
 * Takes a code's 30-second step: only when it is newer than the last one taken, so the same
 * code (or an older one) is refused even when two requests race with it.
 */
export async function takeTimeStep(db: Executor, userId: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(staffTwoStep)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(staffTwoStep.userId, userId),
        or(isNull(staffTwoStep.lastTimeStep), lt(staffTwoStep.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: staffTwoStep.userId });
  return rows.length > 0;
}

export async function markEnabled(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(staffTwoStep).set({ enabledAt: now }).where(eq(staffTwoStep.userId, userId));
}

export async function deleteTwoStep(db: Executor, userId: string): Promise<void> {
  await db.delete(staffTwoStep).where(eq(staffTwoStep.userId, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/** The account's recovery codes become these (hashes), the old ones gone. */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one unused recovery code; false when none matches (or a racing request took it). */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export type DeviceRow = typeof staffDevices.$inferSelect;

export async function findDevice(
  db: Executor,
  userId: string,
  tokenHash: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(staffDevices)
    .where(and(eq(staffDevices.userId, userId), eq(staffDevices.tokenHash, tokenHash)));
  return row;
}

export async function insertDevice(
  db: Executor,
  values: { userId: string; tokenHash: string; rememberedUntil: Date | null; now: Date },
): Promise<void> {
  await db.insert(staffDevices).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    rememberedUntil: values.rememberedUntil,
    firstSeenAt: values.now,
    lastSeenAt: values.now,
  });
}

/** Seen again; `rememberedUntil` set only when the code step asked to remember it. */
export async function touchDevice(
  db: Executor,
  deviceId: number,
  now: Date,
  rememberedUntil?: Date,
): Promise<void> {
  await db
    .update(staffDevices)
    .set({ lastSeenAt: now, ...(rememberedUntil ? { rememberedUntil } : {}) })
    .where(eq(staffDevices.id, deviceId));
}

/** Signing out everywhere or turning the second factor off: every device of the account forgotten. */
export async function forgetDevices(db: Executor, userId: string): Promise<void> {
  await db.delete(staffDevices).where(eq(staffDevices.userId, userId));
}

export async function insertChallenge(
  db: Executor,
  values: {
    userId: string;
    challengeHash: string;
    deviceId: number | null;
    userAgent: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(staffSignInChallenges).values(values);
}

export type ChallengeRow = typeof staffSignInChallenges.$inferSelect;

/** A live challenge (unused, not expired) with its account's e-mail, which the login throttle counts by. */
export async function findLiveChallenge(
  db: Executor,
  challengeHash: string,
  now: Date,
): Promise<(ChallengeRow & { email: string }) | undefined> {
  const [row] = await db
    .select({ challenge: staffSignInChallenges, email: users.email })
    .from(staffSignInChallenges)
    .innerJoin(users, eq(users.id, staffSignInChallenges.userId))
    .where(
      and(
        eq(staffSignInChallenges.challengeHash, challengeHash),
        isNull(staffSignInChallenges.usedAt),
        gt(staffSignInChallenges.expiresAt, now),
      ),
    );
  return row ? { ...row.challenge, email: row.email } : undefined;
}

/** Uses the challenge up; false when a racing request already did. Old ones are cleared on the way. */
export async function useChallenge(db: Executor, challengeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(staffSignInChallenges.id, challengeId), isNull(staffSignInChallenges.usedAt)))
    .returning({ id: staffSignInChallenges.id });
  await db
    .delete(staffSignInChallenges)
    .where(or(lt(staffSignInChallenges.expiresAt, now), isNotNull(staffSignInChallenges.usedAt)));
  return rows.length > 0;
}

export async function readTwoStepRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ required: staffSecuritySettings.twoStepRequired })
    .from(staffSecuritySettings)
    .where(eq(staffSecuritySettings.id, SETTINGS_ROW_ID));
  return row?.required ?? false;
}

export async function saveTwoStepRequired(db: Executor, required: boolean): Promise<void> {
  await db
    .insert(staffSecuritySettings)
    .values({ id: SETTINGS_ROW_ID, twoStepRequired: required })
    .onConflictDoUpdate({
      target: staffSecuritySettings.id,
      set: { twoStepRequired: required, updatedAt: new Date() },
    });
}

/** Whether the owner requires a second factor and this account has none on: one query per staff request. */
export async function mustSetUpTwoStep(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: staffSecuritySettings.twoStepRequired, enabledAt: staffTwoStep.enabledAt })
    .from(staffSecuritySettings)
    .leftJoin(staffTwoStep, eq(staffTwoStep.userId, userId))
    .where(eq(staffSecuritySettings.id, SETTINGS_ROW_ID));
  return Boolean(row?.required) && !row?.enabledAt;
}
