import { branchesResponseSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { shopOwner } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';
import { branchBody } from './branch-test-fixtures';

// Only PostgreSQL has other instances: they hear the table's change notice (migration 0031).
describe.runIf(process.env.TEST_DATABASE_URL)('a branch renamed through one instance, on another', () => {
  it('shows in the second instance’s public list within moments, though it kept the old list', async () => {
    const database = await createTestDatabase('postgres');
    const [first, second] = await Promise.all(
      [0, 1].map(() => buildApp(testConfig(), { database, skipMigrations: true, logger: false })),
    );
    try {
      const namesOnSecond = async () =>
        branchesResponseSchema
          .parse((await call(second!, 'GET', '/api/branches')).body)
          .branches.map((branch) => branch.name);
      expect(await namesOnSecond()).toEqual(['Main shop']);
      await namesOnSecond();
      // The second instance answers from its cache now, so only the notice can make it fresh.
      expect(second!.answerCache.stats.hits).toBeGreaterThan(0);

      const owner = await shopOwner(database.db);
      const [mainShop] = (await call(first!, 'GET', '/api/admin/branches', { token: owner.token })).body
        .branches;
      const renamed = await call(first!, 'PUT', `/api/admin/branches/${mainShop.id}`, {
        token: owner.token,
        body: branchBody('Accra Mall'),
      });
      expect(renamed.status).toBe(200);
      const started = performance.now();
      let names = await namesOnSecond();
      while (!names.includes('Accra Mall') && performance.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        names = await namesOnSecond();
      }
      expect(names).toEqual(['Accra Mall']);
    } finally {
      await first!.close();
      await second!.close();
      await database.dispose();
    }
  }, 30_000);
});
