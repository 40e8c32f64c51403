import { generate } from 'otplib';
import { expect } from 'vitest';
import { call } from '../../../../test/helpers/api';
import type { TestContext } from '../../../../test/helpers/test-app';
import { registerStaff } from '../../../../test/helpers/users';

/** The code an authenticator app shows for `secret` at `when`. */
export const codeAt = (secret: string, when: Date) =>
  generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

/** A clock the test moves: the app reads TOTP time and remembered devices' ends from it. */
export function movableClock(start = new Date('2026-11-29T10:00:00Z')) {
  let now = start;
  return {
    read: () => now,
    /** Moves on by `seconds` (30: the next code's window). */
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export interface TwoStepStaff {
  email: string;
  password: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
  address: string;
}

/** One login call, as the admin site makes it. */
export const login = (context: TestContext, body: object, address: string, userAgent?: string) =>
  call(context.app, 'POST', '/api/user/login', {
    body,
    remoteAddress: address,
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });

export const secondStep = (context: TestContext, body: object, address: string) =>
  call(context.app, 'POST', '/api/user/login/second-step', { body, remoteAddress: address });

/** A staff member who set up and turned on the second factor through the admin calls. */
export async function staffWithTwoStep(
  context: TestContext,
  clock: ReturnType<typeof movableClock>,
  address: string,
): Promise<TwoStepStaff> {
  const staff = await registerStaff(context);
  const setup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token: staff.token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret } = setup.body;
  const enabled = await call(context.app, 'POST', '/api/admin/two-step/enable', {
    token: staff.token,
    body: { code: await codeAt(secret, clock.read()) },
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  clock.advance(30);
  return { ...staff, secret, recoveryCodes: enabled.body.recoveryCodes, address };
}
