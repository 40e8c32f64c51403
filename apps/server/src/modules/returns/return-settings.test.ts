import { DEFAULT_RETURN_SETTINGS, RETURN_MESSAGES, returnSettingsResponseSchema } from '@shop/shared';
import { expect, it } from 'vitest';
import { createTestUser, shopOwner } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';

describeEachDatabase('return rules', {}, (context) => {
  const read = (token?: string) => call(context.app, 'GET', '/api/admin/return-settings', { token });
  const save = (token: string, body: unknown) =>
    call(context.app, 'PUT', '/api/admin/return-settings', { token, body });

  it('shows every staff member the rules, and lets only the owner change them', async () => {
    const db = context.database.db;
    const owner = await shopOwner(db);
    const staff = await createTestUser(db, { isAdmin: true, name: 'Kojo Staff' });
    const customer = await createTestUser(db);

    const shown = await read(staff.token);
    expect(shown.status).toBe(200);
    expect(returnSettingsResponseSchema.parse(shown.body).settings).toEqual(DEFAULT_RETURN_SETTINGS);
    expect((await read(customer.token)).status).toBe(403);
    expect((await read()).status).toBe(401);

    const changed = { windowDays: 14, changedMindAllowed: true };
    expect(await save(staff.token, changed)).toMatchObject({
      status: 403,
      body: { success: false, message: RETURN_MESSAGES.settingsOwnerOnly },
    });
    expect((await read(staff.token)).body.settings).toEqual(DEFAULT_RETURN_SETTINGS);

    expect(await save(owner.token, changed)).toMatchObject({
      status: 200,
      body: { success: true, message: RETURN_MESSAGES.settingsSaved, settings: changed },
    });
    expect((await read(staff.token)).body.settings).toEqual(changed);

    for (const windowDays of [-1, 91, 2.5]) {
      expect(await save(owner.token, { ...changed, windowDays })).toMatchObject({
        status: 400,
        // The validation names the field before the shared sentence.
        body: { message: expect.stringContaining(RETURN_MESSAGES.windowDays.slice(4)) },
      });
    }
    expect((await read(staff.token)).body.settings).toEqual(changed);
    await save(owner.token, DEFAULT_RETURN_SETTINGS);
  });
});
