import {
  BRANCH_ADMIN_TEXTS,
  BRANCH_MESSAGES,
  type Branch,
  branchesResponseSchema,
  branchResponseSchema,
  DIGITAL_ADDRESS_TEXTS,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { deliveryBranchId } from '../catalogue';
import { branchBody, branchCalls, WEEK_HOURS } from './branch-test-fixtures';

const names = (branches: Branch[]) => branches.map((branch) => branch.name);
const delivering = (branches: Branch[]) =>
  branches.filter((branch) => branch.fillsDelivery).map((branch) => branch.name);

describeEachDatabase('branches written by the owner', {}, (context) => {
  let owner: TestUser;
  let calls: ReturnType<typeof branchCalls>;
  let mainShopId: number;
  beforeAll(async () => {
    owner = await shopOwner(context.app.database.db);
    calls = branchCalls(context.app);
    const answer = await calls.staffList(owner.token);
    mainShopId = answer.body.branches[0].id;
  });

  it('starts with the migrated Main shop, filling deliveries, pickup off', async () => {
    const answer = await calls.publicList();
    expect(answer.status).toBe(200);
    const { branches } = branchesResponseSchema.parse(answer.body);
    expect(branches).toMatchObject([{ name: 'Main shop', fillsDelivery: true, pickup: false }]);
  });

  it('adds a branch last, with its digital address written as GhanaPost writes it', async () => {
    const answer = await calls.create(owner.token, branchBody('Kumasi Adum'));
    expect(answer.status).toBe(201);
    const { branch, message } = branchResponseSchema.parse(answer.body);
    expect(message).toBe(BRANCH_ADMIN_TEXTS.saved);
    expect(branch).toMatchObject({
      name: 'Kumasi Adum',
      digitalAddress: 'AK-039-5028',
      fillsDelivery: false,
    });
    expect(branch.openingHours).toEqual(WEEK_HOURS);
    const list = branchesResponseSchema.parse((await calls.publicList()).body);
    expect(names(list.branches)).toEqual(['Main shop', 'Kumasi Adum']);
  });

  it('refuses a second branch of a name in any letter case, and a rename onto one', async () => {
    const twin = await calls.create(owner.token, branchBody('  kumasi ADUM '));
    expect(twin).toMatchObject({
      status: 409,
      body: { success: false, message: BRANCH_MESSAGES.nameTaken('kumasi ADUM') },
    });
    const rename = await calls.edit(owner.token, mainShopId, branchBody('KUMASI adum'));
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe(BRANCH_MESSAGES.nameTaken('KUMASI adum'));
  });

  it('edits a branch, and the public list shows the edit at once', async () => {
    // The list is kept by the answer cache: read it first so that a stale answer would show.
    await calls.publicList();
    const answer = await calls.edit(
      owner.token,
      mainShopId,
      branchBody('Accra Mall', { city: 'Accra', digitalAddress: 'GA-183-8164', pickup: true }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.branch).toMatchObject({ id: mainShopId, name: 'Accra Mall', fillsDelivery: true });
    const list = branchesResponseSchema.parse((await calls.publicList()).body);
    expect(names(list.branches)).toEqual(['Accra Mall', 'Kumasi Adum']);
    expect(list.branches[0]).toMatchObject({ city: 'Accra', pickup: true });
  });

  it.each([
    {
      rule: 'a day closing before it opens',
      hours: WEEK_HOURS.map((day, index) => (index === 2 ? { opens: '18:00', closes: '08:00' } : day)),
      message: BRANCH_MESSAGES.hoursOrder('Wednesday'),
    },
    { rule: 'six days', hours: WEEK_HOURS.slice(0, 6), message: BRANCH_MESSAGES.hoursShape },
    {
      rule: 'a time as "8am"',
      hours: WEEK_HOURS.map((day, index) => (index === 0 ? { opens: '8am', closes: '18:00' } : day)),
      message: BRANCH_MESSAGES.time,
    },
  ])('refuses $rule with its message', async ({ hours, message }) => {
    const answer = await calls.create(owner.token, branchBody('Tema Community 1', { openingHours: hours }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.body.message.toLowerCase()).toContain(message.toLowerCase());
  });

  it('refuses a digital address of another shape', async () => {
    const answer = await calls.create(owner.token, branchBody('Tema', { digitalAddress: 'Near the mall' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message.toLowerCase()).toContain(DIGITAL_ADDRESS_TEXTS.invalid.toLowerCase());
  });

  it('makes another branch the delivery branch: exactly one fills delivery afterwards', async () => {
    const kumasi = (await calls.staffList(owner.token)).body.branches[1] as Branch;
    // Checkouts keep the delivery branch between requests: read (and kept) before the move...
    expect(await deliveryBranchId(context.app.database.db)).toBe(mainShopId);
    const answer = await calls.makeDelivery(owner.token, kumasi.id);
    expect(answer.status).toBe(200);
    // ...the next checkout's stock comes from the new one at once.
    expect(await deliveryBranchId(context.app.database.db)).toBe(kumasi.id);
    expect(delivering(branchesResponseSchema.parse(answer.body).branches)).toEqual(['Kumasi Adum']);
    // Again is no change, and still one.
    const again = await calls.makeDelivery(owner.token, kumasi.id);
    expect(delivering(again.body.branches)).toEqual(['Kumasi Adum']);
    expect(delivering((await calls.publicList()).body.branches)).toEqual(['Kumasi Adum']);
  });

  it('will not close the delivery branch', async () => {
    const kumasi = (await calls.staffList(owner.token)).body.branches[1] as Branch;
    const answer = await calls.close(owner.token, kumasi.id);
    expect(answer).toMatchObject({ status: 409, body: { message: BRANCH_MESSAGES.deliveryCannotClose } });
  });

  it('closes a branch: it leaves both lists, and its name is free again', async () => {
    const answer = await calls.close(owner.token, mainShopId);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(BRANCH_ADMIN_TEXTS.archived('Accra Mall'));
    expect(names((await calls.publicList()).body.branches)).toEqual(['Kumasi Adum']);
    expect(names((await calls.staffList(owner.token)).body.branches)).toEqual(['Kumasi Adum']);
    // A closed branch is not found any more, for every write.
    expect((await calls.close(owner.token, mainShopId)).status).toBe(404);
    expect((await calls.edit(owner.token, mainShopId, branchBody('Accra Mall'))).status).toBe(404);
    expect((await calls.makeDelivery(owner.token, mainShopId)).status).toBe(404);
    const reopened = await calls.create(owner.token, branchBody('Accra Mall'));
    expect(reopened.status).toBe(201);
    expect(reopened.body.branch.id).not.toBe(mainShopId);
  });

  it('will not close the last open branch', async () => {
    const accra = (await calls.staffList(owner.token)).body.branches[1] as Branch;
    expect((await calls.close(owner.token, accra.id)).status).toBe(200);
    const kumasi = (await calls.staffList(owner.token)).body.branches[0] as Branch;
    expect(kumasi.fillsDelivery).toBe(true);
    const answer = await calls.close(owner.token, kumasi.id);
    expect(answer).toMatchObject({ status: 409, body: { message: BRANCH_MESSAGES.lastBranch } });
    expect(names((await calls.publicList()).body.branches)).toEqual(['Kumasi Adum']);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483647'])('answers 404 for the id %s', async (id) => {
    expect((await calls.edit(owner.token, id, branchBody('Nowhere'))).status).toBe(404);
    expect((await calls.makeDelivery(owner.token, id)).status).toBe(404);
    expect((await calls.close(owner.token, id)).status).toBe(404);
  });

  describe('two branches made the delivery branch at one moment', () => {
    it('leaves exactly one filling delivery orders, never a 500', async () => {
      const [tamale, ho] = await Promise.all([
        calls.create(owner.token, branchBody('Tamale Central')),
        calls.create(owner.token, branchBody('Ho Civic Centre')),
      ]);
      const answers = await Promise.all([
        calls.makeDelivery(owner.token, tamale.body.branch.id),
        calls.makeDelivery(owner.token, ho.body.branch.id),
        calls.makeDelivery(owner.token, tamale.body.branch.id),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const list = (await calls.staffList(owner.token)).body.branches as Branch[];
      expect(delivering(list)).toHaveLength(1);
    });
  });

  describe('two creates of one name at one moment', () => {
    it('gives one 201 and one 409, never a 500', async () => {
      const answers = await Promise.all([
        calls.create(owner.token, branchBody('Cape Coast Kotokuraba')),
        calls.create(owner.token, branchBody('cape coast kotokuraba')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const list = (await calls.staffList(owner.token)).body.branches as Branch[];
      expect(list.filter((branch) => branch.name.toLowerCase() === 'cape coast kotokuraba')).toHaveLength(1);
    });
  });
});
