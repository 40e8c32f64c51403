import { ADMIN_MESSAGES, adminCustomerListResponseSchema, authResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper, uniqueEmail } from '../../../test/helpers/users';
import { users } from '../../db/schema';
import { createOrPromoteStaff } from '.';

describeEachDatabase('the shop owner and staff', {}, (context) => {
  let owner: { id: string; token: string };
  let staff: Shopper & { id: string };
  let customer: Shopper & { id: string };

  const idOf = async (email: string) =>
    (await context.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const setStaff = (token: string, id: string, isAdmin: boolean) =>
    call(context.app, 'PATCH', `/api/admin/customers/${id}`, { token, body: { isAdmin } });

  beforeAll(async () => {
    // As `npm run admin:create` does: the first staff account made so is the owner.
    const email = uniqueEmail('owner');
    const made = await createOrPromoteStaff(context.database.db, {
      email,
      password: 'owner-password-1',
      name: 'Esi Owner',
    });
    expect(made).toEqual({ outcome: 'created', isOwner: true });
    const login = await call(context.app, 'POST', '/api/user/login', {
      body: { email, password: 'owner-password-1' },
    });
    owner = { id: await idOf(email), token: authResponseSchema.parse(login.body).token };

    const second = await registerShopper(context.app, 'Kojo Staff');
    expect(
      await createOrPromoteStaff(context.database.db, { email: second.email, password: 'x', name: 'x' }),
    ).toEqual({ outcome: 'promoted', isOwner: false });
    staff = { ...second, id: await idOf(second.email) };
    const shopper = await registerShopper(context.app, 'Ama Customer');
    customer = { ...shopper, id: await idOf(shopper.email) };
  });

  it('tells the owner, and only the owner, that they own the shop', async () => {
    expect(
      (await call(context.app, 'GET', '/api/user/profile', { token: owner.token })).body.user,
    ).toMatchObject({
      isAdmin: true,
      isOwner: true,
    });
    expect(
      (await call(context.app, 'GET', '/api/user/profile', { token: staff.token })).body.user,
    ).toMatchObject({
      isAdmin: true,
      isOwner: false,
    });
    const list = adminCustomerListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/customers', { token: staff.token })).body,
    );
    const owners = list.customers.filter((row) => row.isOwner).map((row) => row.id);
    expect(owners).toEqual([owner.id]);
  });

  it('lets the owner give and remove staff access', async () => {
    expect(await setStaff(owner.token, customer.id, true)).toMatchObject({
      status: 200,
      body: {
        message: ADMIN_MESSAGES.madeStaff('Ama Customer'),
        customer: { isAdmin: true, isOwner: false },
      },
    });
    expect((await setStaff(owner.token, customer.id, false)).status).toBe(200);
    expect((await call(context.app, 'GET', '/api/admin/dashboard', { token: customer.token })).status).toBe(
      403,
    );
  });

  it('refuses staff who are not the owner: no giving, no removing, and never the owner (403)', async () => {
    expect(await setStaff(staff.token, customer.id, true)).toMatchObject({
      status: 403,
      body: { success: false, message: ADMIN_MESSAGES.ownerOnly },
    });
    const other = await registerShopper(context.app, 'Yaw Staff');
    const otherId = await idOf(other.email);
    expect((await setStaff(owner.token, otherId, true)).status).toBe(200);
    expect(await setStaff(staff.token, otherId, false)).toMatchObject({
      status: 403,
      body: { success: false, message: ADMIN_MESSAGES.ownerOnly },
    });
    expect(await setStaff(staff.token, owner.id, false)).toMatchObject({
      status: 403,
      body: { success: false, message: ADMIN_MESSAGES.ownerUnchangeable },
    });
    expect(await setStaff(staff.token, staff.id, false)).toMatchObject({ status: 403 });
    // Nothing changed: the owner and both staff members are still staff.
    for (const token of [owner.token, staff.token, other.token]) {
      expect((await call(context.app, 'GET', '/api/admin/dashboard', { token })).status).toBe(200);
    }
    expect((await setStaff(staff.token, customer.id, true)).status).toBe(403);
    expect((await call(context.app, 'GET', '/api/admin/dashboard', { token: customer.token })).status).toBe(
      403,
    );
  });

  it('does not let the owner remove their own access (409)', async () => {
    expect(await setStaff(owner.token, owner.id, false)).toMatchObject({
      status: 409,
      body: { success: false, message: ADMIN_MESSAGES.cannotRemoveOwnStaff },
    });
  });

  it('keeps one owner: admin:create later makes staff only, and the database holds no second owner', async () => {
    const later = await createOrPromoteStaff(context.database.db, {
      email: uniqueEmail('later'),
      password: 'later-staff-password-1',
      name: 'Later Staff',
    });
    expect(later).toEqual({ outcome: 'created', isOwner: false });
    await expect(
      context.database.db.update(users).set({ isOwner: true }).where(eq(users.id, staff.id)),
    ).rejects.toThrow();
  });
});
