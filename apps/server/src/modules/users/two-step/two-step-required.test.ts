import { TWO_STEP_TEXTS } from '@shop/shared';
import { expect, it } from 'vitest';
import { shopOwner } from '../../../../test/helpers/admin-fixtures';
import { call } from '../../../../test/helpers/api';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { freshAddress, registerStaff } from '../../../../test/helpers/users';
import { codeAt, login, movableClock } from './two-step-test-helpers';

const clock = movableClock();

// Decision 0073: the owner requires a second factor of every staff account.
describeEachDatabase('two-step sign-in required by the owner', { clock: clock.read }, (context) => {
  it('sends staff without it to set-up, refuses them every other admin route until done, and keeps it on', async () => {
    const owner = await shopOwner(context.database.db);
    const setRequired = (twoStepRequired: boolean) =>
      call(context.app, 'PUT', '/api/admin/staff-security', {
        token: owner.token,
        body: { twoStepRequired },
      });

    // The owner first turns it on for themselves, or their own session would reach only the set-up.
    expect(await setRequired(true)).toMatchObject({
      status: 409,
      body: { message: TWO_STEP_TEXTS.ownerFirst },
    });
    const ownerSetup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token: owner.token });
    await call(context.app, 'POST', '/api/admin/two-step/enable', {
      token: owner.token,
      body: { code: await codeAt(ownerSetup.body.secret, clock.read()) },
    });
    clock.advance(30);
    try {
      expect(await setRequired(true)).toMatchObject({ status: 200, body: { twoStepRequired: true } });

      const staff = await registerStaff(context);
      const address = freshAddress();
      const signedIn = await login(context, { email: staff.email, password: staff.password }, address);
      expect(signedIn.body).toMatchObject({
        success: true,
        token: expect.any(String),
        secondFactorSetupRequired: true,
        message: TWO_STEP_TEXTS.setupRequiredOnLogin,
      });
      const token = signedIn.body.token as string;
      // Routes of the admin module and of other modules alike.
      for (const url of ['/api/admin/dashboard', '/api/admin/return-settings', '/api/admin/staff-security']) {
        expect(await call(context.app, 'GET', url, { token }), url).toMatchObject({
          status: 403,
          body: { success: false, message: TWO_STEP_TEXTS.setupRequired },
        });
      }
      const status = await call(context.app, 'GET', '/api/admin/two-step', { token });
      expect(status.body).toMatchObject({ enabled: false, requiredForAllStaff: true });

      const setup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token });
      expect(setup.body.otpauthUri).toContain(encodeURIComponent(staff.email));
      expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const wrong = await call(context.app, 'POST', '/api/admin/two-step/enable', {
        token,
        body: { code: '000000' },
      });
      expect(wrong).toMatchObject({ status: 400, body: { message: TWO_STEP_TEXTS.wrongCode } });
      const enabled = await call(context.app, 'POST', '/api/admin/two-step/enable', {
        token,
        body: { code: await codeAt(setup.body.secret, clock.read()) },
      });
      expect(enabled.status).toBe(200);
      clock.advance(30);
      expect((await call(context.app, 'GET', '/api/admin/return-settings', { token })).status).toBe(200);

      // Off is refused while the owner requires it.
      const off = await call(context.app, 'POST', '/api/admin/two-step/disable', {
        token,
        body: { password: staff.password, code: await codeAt(setup.body.secret, clock.read()) },
      });
      expect(off).toMatchObject({ status: 403, body: { message: TWO_STEP_TEXTS.offRefusedWhileRequired } });
    } finally {
      await setRequired(false);
    }
  });

  it('makes new recovery codes only with a current code, and the old ones stop working', async () => {
    const staff = await registerStaff(context);
    const setup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token: staff.token });
    const enabled = await call(context.app, 'POST', '/api/admin/two-step/enable', {
      token: staff.token,
      body: { code: await codeAt(setup.body.secret, clock.read()) },
    });
    clock.advance(30);
    const refused = await call(context.app, 'POST', '/api/admin/two-step/recovery-codes', {
      token: staff.token,
      body: { code: enabled.body.recoveryCodes[0] },
    });
    expect(refused.status).toBe(400);
    const remade = await call(context.app, 'POST', '/api/admin/two-step/recovery-codes', {
      token: staff.token,
      body: { code: await codeAt(setup.body.secret, clock.read()) },
    });
    clock.advance(30);
    expect(remade.body.recoveryCodes).toHaveLength(10);
    expect(remade.body.recoveryCodes).not.toContain(enabled.body.recoveryCodes[1]);
    const challenge = (await login(context, { email: staff.email, password: staff.password }, freshAddress()))
      .body.challenge;
    const old = await call(context.app, 'POST', '/api/user/login/second-step', {
      body: { challenge, code: enabled.body.recoveryCodes[1] },
    });
    expect(old.status).toBe(401);
  });
});
