import { API_MESSAGES, BRANCH_MESSAGES, branchesResponseSchema } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { branchBody, branchCalls } from './branch-test-fixtures';

describeEachDatabase('who may read and change branches', {}, (context) => {
  let owner: TestUser;
  let staff: TestUser;
  let shopper: TestUser;
  let calls: ReturnType<typeof branchCalls>;
  let mainShopId: number;
  beforeAll(async () => {
    owner = await shopOwner(context.app.database.db);
    staff = await createTestUser(context.app.database.db, { isAdmin: true, name: 'Kofi Staff' });
    shopper = await createTestUser(context.app.database.db, { name: 'Ama Buyer' });
    calls = branchCalls(context.app);
    mainShopId = (await calls.staffList(owner.token)).body.branches[0].id;
  });

  it('lets anyone read the open branches, without signing in', async () => {
    const answer = await calls.publicList();
    expect(answer.status).toBe(200);
    expect(branchesResponseSchema.parse(answer.body).branches.map((branch) => branch.name)).toEqual([
      'Main shop',
    ]);
  });

  it('lets staff read the list', async () => {
    const answer = await calls.staffList(staff.token);
    expect(answer.status).toBe(200);
    expect(answer.body.branches).toHaveLength(1);
  });

  it('refuses every write of staff who are not the owner, and changes nothing', async () => {
    const refusals = await Promise.all([
      calls.create(staff.token, branchBody('Kumasi Adum')),
      calls.edit(staff.token, mainShopId, branchBody('Renamed')),
      calls.makeDelivery(staff.token, mainShopId),
      calls.close(staff.token, mainShopId),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 403,
        body: { success: false, message: BRANCH_MESSAGES.ownerOnly },
      });
    }
    const list = (await calls.staffList(owner.token)).body.branches;
    expect(list).toMatchObject([{ id: mainShopId, name: 'Main shop' }]);
  });

  it('refuses shoppers (403) and visitors without a token (401), reads and writes alike', async () => {
    expect((await calls.staffList(shopper.token)).status).toBe(403);
    expect((await calls.create(shopper.token, branchBody('Kumasi Adum'))).status).toBe(403);
    const visitor = await calls.staffList('');
    expect(visitor).toMatchObject({ status: 401, body: { message: API_MESSAGES.tokenMissing } });
    expect((await calls.create('', branchBody('Kumasi Adum'))).status).toBe(401);
    expect((await calls.close('', mainShopId)).status).toBe(401);
  });

  it('refuses a body with a field the contract does not know', async () => {
    const answer = await calls.create(owner.token, { ...branchBody('Kumasi Adum'), fillsDelivery: true });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});
