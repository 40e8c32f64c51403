import { randomBytes } from 'node:crypto';
import { TWO_STEP_TEXTS } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { createSession, hashToken } from '../../../plugins/auth';
import { unauthorized } from '../../../plugins/errors';
import { mailContext, queueMail, staffNewDeviceMail } from '../../messages';
import { summariseBrowser } from './browser-summary';
import { proveSecondFactor } from './second-factor-check';
import {
  type ChallengeRow,
  type DeviceRow,
  findDevice,
  findLiveChallenge,
  findTwoStep,
  insertChallenge,
  insertDevice,
  readTwoStepRequired,
  touchDevice,
  useChallenge,
} from './two-step-repository';

/** How long the step between a right password and the code may take. */
const CHALLENGE_MINUTES = 5;
/** "Remember this device for 30 days": at most that, then the code is asked again. */
export const REMEMBER_DEVICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** Where a staff sign-in comes from: the browser's device token (if it kept one), its User-Agent and address. */
export interface SignInPlace {
  deviceToken?: string;
  userAgent?: string;
  address: string;
}

export type StaffSignIn =
  | { kind: 'session'; token: string; deviceToken?: string; setupRequired?: true }
  | { kind: 'challenge'; challenge: string };

const newToken = () => randomBytes(32).toString('base64url');

/** When the new-device e-mail says the sign-in happened: the shop's time, in Accra. */
const shopTime = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Accra',
  }).format(now);

/**
 * The session of a staff member who proved who they are, and their device: a known one is
 * marked seen (and remembered when asked), an unknown one gets a token of its own and the
 * account an e-mail saying a new device signed in, queued with the session.
 */
async function openStaffSession(
  app: FastifyInstance,
  user: { id: string; email: string },
  device: { id: number } | undefined,
  place: { userAgent?: string | null; address: string },
  { now, remember }: { now: Date; remember: boolean },
): Promise<{ token: string; deviceToken?: string }> {
  const rememberedUntil = remember ? new Date(now.getTime() + REMEMBER_DEVICE_DAYS * DAY_MS) : undefined;
  return app.database.db.transaction(async (transaction) => {
    let deviceToken: string | undefined;
    if (device) await touchDevice(transaction, device.id, now, rememberedUntil);
    else {
      deviceToken = newToken();
      await insertDevice(transaction, {
        userId: user.id,
        tokenHash: hashToken(deviceToken),
        rememberedUntil: rememberedUntil ?? null,
        now,
      });
      await queueNewDeviceMail(app, transaction, user.email, place, now);
    }
    const token = await createSession(transaction, user.id, app.config.sessionMaxDays);
    return deviceToken ? { token, deviceToken } : { token };
  });
}

async function queueNewDeviceMail(
  app: FastifyInstance,
  db: Executor,
  email: string,
  place: { userAgent?: string | null; address: string },
  now: Date,
) {
  const context = await mailContext(app, db);
  const message = staffNewDeviceMail(context, email, {
    when: shopTime(now),
    browser: summariseBrowser(place.userAgent ?? undefined),
    address: place.address,
  });
  await queueMail(db, [message]);
}

async function knownDevice(db: Executor, userId: string, deviceToken: string | undefined) {
  return deviceToken ? findDevice(db, userId, hashToken(deviceToken)) : undefined;
}

const isRemembered = (device: DeviceRow | undefined, now: Date) =>
  Boolean(device?.rememberedUntil && device.rememberedUntil > now);

/**
 * A staff member's right password (decision 0073): with the second factor on, a challenge
 * for the code (or the session, on a device remembered within 30 days); without it, the
 * session, marked set-up-only when the owner requires a second factor.
 */
export async function staffAfterPassword(
  app: FastifyInstance,
  user: { id: string; email: string },
  place: SignInPlace,
): Promise<StaffSignIn> {
  const db = app.database.db;
  const now = app.clock();
  const [twoStep, device] = await Promise.all([
    findTwoStep(db, user.id),
    knownDevice(db, user.id, place.deviceToken),
  ]);
  if (twoStep?.enabledAt) {
    if (isRemembered(device, now)) {
      return {
        kind: 'session',
        ...(await openStaffSession(app, user, device, place, { now, remember: false })),
      };
    }
    const challenge = newToken();
    await insertChallenge(db, {
      userId: user.id,
      challengeHash: hashToken(challenge),
      deviceId: device?.id ?? null,
      userAgent: place.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    });
    return { kind: 'challenge', challenge };
  }
  const session = await openStaffSession(app, user, device, place, { now, remember: false });
  return (await readTwoStepRequired(db))
    ? { kind: 'session', ...session, setupRequired: true }
    : { kind: 'session', ...session };
}

/** A live challenge, or 401: expired, used, or never made. */
export async function pendingSignIn(
  app: FastifyInstance,
  challenge: string,
): Promise<ChallengeRow & { email: string }> {
  const row = await findLiveChallenge(app.database.db, hashToken(challenge), app.clock());
  if (!row) throw unauthorized(TWO_STEP_TEXTS.challengeExpired);
  return row;
}

/** The code step: a right code (or recovery code) uses the challenge up and opens the session; a wrong one is 401. */
export async function completeSecondStep(
  app: FastifyInstance,
  pending: ChallengeRow & { email: string },
  code: string,
  { remember, address }: { remember: boolean; address: string },
): Promise<{ token: string; deviceToken?: string }> {
  const db = app.database.db;
  const now = app.clock();
  if (!(await proveSecondFactor(db, pending.userId, code, now))) throw unauthorized(TWO_STEP_TEXTS.wrongCode);
  if (!(await useChallenge(db, pending.id, now))) throw unauthorized(TWO_STEP_TEXTS.challengeExpired);
  const device = pending.deviceId === null ? undefined : { id: pending.deviceId };
  return openStaffSession(
    app,
    { id: pending.userId, email: pending.email },
    device,
    { userAgent: pending.userAgent, address },
    { now, remember },
  );
}
