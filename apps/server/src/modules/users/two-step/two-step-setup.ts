import { SHOP_NAME, TWO_STEP_TEXTS } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { badRequest, conflict, forbidden } from '../../../plugins/errors';
import { verifyPassword } from '../passwords';
import { findUserById } from '../user-repository';
import { hashRecoveryCode, makeRecoveryCodes } from './recovery-codes';
import { proveSecondFactor } from './second-factor-check';
import { makeTotpSecret, otpauthUri, qrCodeDataUrl } from './totp';
import {
  countRecoveryCodesLeft,
  deleteTwoStep,
  findTwoStep,
  forgetDevices,
  markEnabled,
  readTwoStepRequired,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-step-repository';

/*
 * The staff member's own set-up (decision 0073): a secret made here and shown once as a QR
 * code and text, turned on by a first right code, then ten recovery codes shown once.
 */

export async function twoStepStatus(app: FastifyInstance, userId: string) {
  const db = app.database.db;
  const [twoStep, required, recoveryCodesLeft] = await Promise.all([
    findTwoStep(db, userId),
    readTwoStepRequired(db),
    countRecoveryCodesLeft(db, userId),
  ]);
  return { enabled: Boolean(twoStep?.enabledAt), requiredForAllStaff: required, recoveryCodesLeft };
}

/** A fresh pending secret (an earlier pending one is replaced); 409 when the factor is already on. */
export async function startTwoStepSetup(app: FastifyInstance, user: AuthenticatedUser) {
  const secret = makeTotpSecret();
  if (!(await savePendingSecret(app.database.db, user.id, secret))) throw conflict(TWO_STEP_TEXTS.alreadyOn);
  const uri = otpauthUri(SHOP_NAME, user.email, secret);
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Stores ten fresh recovery codes (hashed), the old ones gone, and answers them to show once. */
async function newRecoveryCodes(app: FastifyInstance, userId: string): Promise<string[]> {
  const codes = makeRecoveryCodes();
  await replaceRecoveryCodes(app.database.db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** The first right code of the pending secret turns the factor on. */
export async function turnTwoStepOn(app: FastifyInstance, userId: string, code: string): Promise<string[]> {
  const db = app.database.db;
  const twoStep = await findTwoStep(db, userId);
  if (twoStep?.enabledAt) throw conflict(TWO_STEP_TEXTS.alreadyOn);
  if (!twoStep) throw conflict(TWO_STEP_TEXTS.notStarted);
  const now = app.clock();
  if (!(await proveSecondFactor(db, userId, code, now, { pending: true, recoveryAllowed: false })))
    throw badRequest(TWO_STEP_TEXTS.wrongCode);
  await markEnabled(db, userId, now);
  return newRecoveryCodes(app, userId);
}

/** "Make new codes": a current code from the app (not a recovery code) replaces all ten. */
export async function remakeRecoveryCodes(app: FastifyInstance, userId: string, code: string) {
  const db = app.database.db;
  if (!(await findTwoStep(db, userId))?.enabledAt) throw conflict(TWO_STEP_TEXTS.notOn);
  if (!(await proveSecondFactor(db, userId, code, app.clock(), { recoveryAllowed: false })))
    throw badRequest(TWO_STEP_TEXTS.wrongCode);
  return newRecoveryCodes(app, userId);
}

/**
 * Off needs the password and a current code (a recovery code will do, for a lost phone), and
 * is refused while the owner requires the factor; remembered devices are forgotten with it.
 */
export async function turnTwoStepOff(
  app: FastifyInstance,
  userId: string,
  { password, code }: { password: string; code: string },
): Promise<void> {
  const db = app.database.db;
  if (await readTwoStepRequired(db)) throw forbidden(TWO_STEP_TEXTS.offRefusedWhileRequired);
  if (!(await findTwoStep(db, userId))?.enabledAt) throw conflict(TWO_STEP_TEXTS.notOn);
  const account = await findUserById(db, userId);
  if (!account || !(await verifyPassword(account.passwordHash, password)))
    throw badRequest(TWO_STEP_TEXTS.wrongPassword);
  if (!(await proveSecondFactor(db, userId, code, app.clock()))) throw badRequest(TWO_STEP_TEXTS.wrongCode);
  await db.transaction(async (transaction) => {
    await deleteTwoStep(transaction, userId);
    await forgetDevices(transaction, userId);
  });
}
