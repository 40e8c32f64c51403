import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  authResponseSchema,
  loginProfileResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer, freshAddress, registerShopper, uniqueEmail } from '../../../test/helpers/users';
import { openDatabase } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createOrPromoteStaff } from '.';

describeEachDatabase('accounts', {}, (context) => {
  const register = (body: unknown, remoteAddress = freshAddress()) =>
    context.app.inject({ method: 'POST', url: '/api/user/register', payload: body as object, remoteAddress });
  const login = (body: unknown, remoteAddress = freshAddress()) =>
    context.app.inject({ method: 'POST', url: '/api/user/login', payload: body as object, remoteAddress });

  it('registers with a trimmed, lower-cased email and answers a token in the exact shape', async () => {
    const email = uniqueEmail('Kofi');
    const response = await register({
      name: '  Kofi Boateng ',
      email: `  ${email.toUpperCase()} `,
      password: 'a-long-password-1',
    });
    expect(response.statusCode).toBe(200);
    const body = authResponseSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'success', 'token']);
    expect(body.message).toBe(ACCOUNT_MESSAGES.registered);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await context.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ name: 'Kofi Boateng', isAdmin: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // Only the token's hash is stored.
    const stored = await context.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(body.token);
    // The hard end: SESSION_MAX_DAYS (90) after the login; the idle end is read from last use.
    const days = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('answers the profile and the login profile in their exact shapes', async () => {
    const shopper = await registerShopper(context.app, 'Efua Owusu');
    const profile = await call(context.app, 'GET', '/api/user/profile', { token: shopper.token });
    expect(profile.status).toBe(200);
    expect(profileResponseSchema.parse(profile.body)).toEqual({
      success: true,
      // payOnDeliveryBlocked: an addition to the first version's shape (decision 0034), false for a new account.
      user: {
        name: 'Efua Owusu',
        email: shopper.email,
        image: null,
        isAdmin: false,
        isOwner: false,
        payOnDeliveryBlocked: false,
      },
      isAdmin: false,
    });
    const loginProfile = await call(context.app, 'GET', '/api/user/loginProfile', { token: shopper.token });
    expect(loginProfileResponseSchema.parse(loginProfile.body)).toEqual({
      success: true,
      user: { name: 'Efua Owusu', email: shopper.email, image: null },
    });
    expect(Object.keys(loginProfile.body.user).sort()).toEqual(['email', 'image', 'name']);
  });

  it('refuses a second account for the same email, whatever its case, also when two race', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'A', email, password: 'a-long-password-1' })).statusCode).toBe(200);
    const again = await register({ name: 'B', email: email.toUpperCase(), password: 'another-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: API_MESSAGES.emailTaken });

    const racing = uniqueEmail('race');
    const answers = await Promise.all(
      [1, 2, 3].map(() => register({ name: 'Racer', email: racing, password: 'a-long-password-1' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await context.database.db.select().from(users).where(eq(users.email, racing));
    expect(rows).toHaveLength(1);
  });

  it('logs in with the right password and gives one answer for a wrong password or an unknown email', async () => {
    const shopper = await registerShopper(context.app);
    const good = await login({ email: ` ${shopper.email.toUpperCase()}`, password: shopper.password });
    expect(good.statusCode).toBe(200);
    const body = authResponseSchema.parse(good.json());
    expect(body.message).toBe(ACCOUNT_MESSAGES.loggedIn);
    expect(body.token).not.toBe(shopper.token);

    const wrongPassword = await login({ email: shopper.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: shopper.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('validates sign-up fields with messages that name them', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'A', email: uniqueEmail(), password: 'short' }, 'Password'],
      [{ name: 'A', email: uniqueEmail(), password: 'x'.repeat(129) }, 'Password'],
      [{ name: '', email: uniqueEmail(), password: 'a-long-password-1' }, 'Full Name'],
      [{ name: 'x'.repeat(81), email: uniqueEmail(), password: 'a-long-password-1' }, 'Full Name'],
      [{ name: 'A', email: 'not-an-email', password: 'a-long-password-1' }, 'email'],
      [{ name: 'A', password: 'a-long-password-1' }, 'Email'],
    ];
    for (const [body, field] of cases) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message.toLowerCase()).toContain(field.toLowerCase());
    }
  });

  it('refuses calls without a token, with a bad token, and with a token revoked by logout', async () => {
    const noToken = await call(context.app, 'GET', '/api/user/profile');
    expect(noToken).toMatchObject({
      status: 401,
      body: { success: false, message: API_MESSAGES.tokenMissing },
    });
    const badToken = await call(context.app, 'GET', '/api/user/loginProfile', { token: 'not-a-real-token' });
    expect(badToken).toMatchObject({
      status: 401,
      body: { success: false, message: API_MESSAGES.tokenInvalid },
    });
    expect((await call(context.app, 'POST', '/api/user/logout')).status).toBe(401);

    const shopper = await registerShopper(context.app);
    const other = authResponseSchema.parse(
      (await login({ email: shopper.email, password: shopper.password })).json(),
    ).token;
    const logout = await call(context.app, 'POST', '/api/user/logout', { token: shopper.token });
    expect(logout.status).toBe(200);
    expect(messageResponseSchema.parse(logout.body).message).toBe(ACCOUNT_MESSAGES.loggedOut);
    for (const url of ['/api/user/profile', '/api/user/loginProfile', '/api/cart', '/api/orders/order']) {
      const revoked = await call(context.app, 'GET', url, { token: shopper.token });
      expect(revoked, url).toMatchObject({
        status: 401,
        body: { success: false, message: API_MESSAGES.tokenInvalid },
      });
    }
    // Logging out one device leaves the other session alive.
    expect((await call(context.app, 'GET', '/api/user/profile', { token: other })).status).toBe(200);
  });

  it('limits register and login to 10 a minute per IP', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login({ email: uniqueEmail('ip'), password: 'wrong-password' }, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await login({ email: uniqueEmail('ip'), password: 'wrong-password' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.rateLimited });
    const registerLimited = await register(
      { name: 'A', email: uniqueEmail(), password: 'a-long-password-1' },
      address,
    );
    expect(registerLimited.statusCode).toBe(200);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await register({ name: 'A', email: uniqueEmail(), password: 'a-long-password-1' }, address);
    }
    expect(
      (await register({ name: 'A', email: uniqueEmail(), password: 'a-long-password-1' }, address))
        .statusCode,
    ).toBe(429);
    // Another address is not affected.
    expect((await login({ email: uniqueEmail('ip'), password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('does not let a client dodge the per-IP limit with its own X-Forwarded-For', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: uniqueEmail('spoof'), password: 'wrong-password' },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(attempt <= 10 ? 401 : 429);
    }
  });

  it('promotes an existing account to staff without changing its password', async () => {
    const shopper = await registerShopper(context.app);
    expect(
      await createOrPromoteStaff(context.database.db, {
        email: shopper.email,
        password: 'ignored-password',
        name: 'X',
      }),
    ).toMatchObject({ outcome: 'promoted' });
    const profile = await call(context.app, 'GET', '/api/user/profile', { token: shopper.token });
    expect(profile.body).toMatchObject({ isAdmin: true, user: { isAdmin: true, name: shopper.name } });
    expect((await login({ email: shopper.email, password: shopper.password })).statusCode).toBe(200);

    const email = uniqueEmail('staff');
    expect(
      await createOrPromoteStaff(context.database.db, {
        email,
        password: 'staff-password-1',
        name: 'New Staff',
      }),
    ).toEqual({ outcome: 'created', isOwner: false });
    const staffLogin = authResponseSchema.parse(
      (await login({ email, password: 'staff-password-1' })).json(),
    );
    const staffProfile = await context.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(staffLogin.token),
    });
    expect(staffProfile.json()).toMatchObject({ isAdmin: true, user: { name: 'New Staff' } });
  });
});

describe('npm run admin:create', () => {
  it('creates a staff account in the configured database, then promotes on a second run', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-create-'));
    const serverFolder = path.resolve(import.meta.dirname, '../../..');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/admin-create.ts', ...args], {
        cwd: serverFolder,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const first = run('--email', 'Owner@Shop.test', '--password', 'owner-password-1', '--name', 'Shop Owner');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Created the staff account owner@shop.test');
    expect(first.stdout).toContain('owner@shop.test is the shop owner');
    const second = run(
      '--email',
      'owner@shop.test',
      '--password',
      'owner-password-1',
      '--name',
      'Shop Owner',
    );
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('now a staff account');
    const bad = run('--email', 'owner@shop.test', '--password', 'short');
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('Password must be at least 8 characters');
    const weak = run('--email', 'second@shop.test', '--password', 'password123', '--name', 'Second');
    expect(weak.status).not.toBe(0);
    expect(weak.stderr).toContain(ACCOUNT_MESSAGES.passwordTooCommon);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'owner@shop.test',
        name: 'Shop Owner',
        isAdmin: true,
        isOwner: true,
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
