import type { Executor } from '../../../db/client';
import { hashRecoveryCode } from './recovery-codes';
import { TOTP_CODE, verifiedTimeStep } from './totp';
import { findTwoStep, takeTimeStep, useRecoveryCode } from './two-step-repository';

/**
 * Whether `code` proves the account's second factor at `now`, and uses it up: a 6-digit code
 * from the app (its 30-second step taken, so it works once), or else one unused recovery code
 * (`recoveryAllowed`: at sign-in, not to turn the factor on). A pending secret counts only
 * when `pending` is set (the set-up's first code).
 */
export async function proveSecondFactor(
  db: Executor,
  userId: string,
  code: string,
  now: Date,
  { pending = false, recoveryAllowed = true }: { pending?: boolean; recoveryAllowed?: boolean } = {},
): Promise<boolean> {
  const twoStep = await findTwoStep(db, userId);
  if (!twoStep || Boolean(twoStep.enabledAt) === pending) return false;
  const typed = code.trim();
  if (TOTP_CODE.test(typed)) {
    const timeStep = await verifiedTimeStep(twoStep.totpSecret, typed, now, twoStep.lastTimeStep);
    return timeStep !== undefined && (await takeTimeStep(db, userId, timeStep));
  }
  return recoveryAllowed && (await useRecoveryCode(db, userId, hashRecoveryCode(typed), now));
}
