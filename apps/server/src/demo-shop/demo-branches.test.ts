import { type Branch, branchBodySchema, branchesResponseSchema, summariseOpeningHours } from '@shop/shared';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { branches } from '../db/schema';
import { demoBranches } from './demo-branches';
import { seedDemoBranches } from './seed-demo-branches';
import { seedDemoShop } from './seed-demo-shop';

const DEMO_NAMES = ['Accra Mall', 'Kumasi Adum', 'Takoradi Market Circle'];

describe('the demo branches', () => {
  it.each(demoBranches)('$name is a branch the owner could have saved', (branch) => {
    expect(branchBodySchema.parse(branch)).toEqual(branch);
  });
});

describeEachDatabase('the demo shop branches', { seed: true }, (context) => {
  const publicList = async (): Promise<Branch[]> =>
    branchesResponseSchema.parse((await call(context.app, 'GET', '/api/branches')).body).branches;

  it('shows three shops: Accra Mall fills delivery orders, Takoradi offers no pickup', async () => {
    const list = await publicList();
    expect(list.map((branch) => branch.name)).toEqual(DEMO_NAMES);
    expect(list.map((branch) => [branch.fillsDelivery, branch.pickup])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect(list[0]).toMatchObject({ city: 'Accra', digitalAddress: 'GA-183-8164' });
    expect(summariseOpeningHours(list[0]!.openingHours)).toEqual([
      'Monday to Saturday: 09:00 to 20:00',
      'Sunday: 12:00 to 18:00',
    ]);
  });

  it('makes the migrated Main shop the Accra branch, so no Main shop is left', async () => {
    const rows = await context.database.db.select().from(branches);
    expect(rows.map((row) => row.name).sort()).toEqual([...DEMO_NAMES].sort());
  });

  it('adds nothing when seeded again', async () => {
    await context.database.db.transaction((transaction) => seedDemoBranches(transaction));
    const open = await context.database.db.select().from(branches).where(isNull(branches.archivedAt));
    expect(open).toHaveLength(3);
  });

  it('gives the three back after a reset, Accra Mall filling delivery orders', async () => {
    await seedDemoShop(context.database.db, { reset: true });
    context.app.answerCache.clearAll();
    const list = await publicList();
    expect(list.map((branch) => branch.name)).toEqual(DEMO_NAMES);
    expect(list.filter((branch) => branch.fillsDelivery).map((branch) => branch.name)).toEqual([
      'Accra Mall',
    ]);
  });
});
