import { branchesResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listOpenBranches, toBranch } from './branch-repository';

/**
 * The storefront's "Our shops": every open branch in the owner's order. The catalogue's cache
 * keeps the answer; a write clears it here (staff-routes.ts) and on every other instance
 * through the table's change notice (migration 0031).
 */
export async function publicBranchRoutes(app: App) {
  const options = {
    schema: { response: answers({ 200: branchesResponseSchema }) },
    config: { answerCache: { topics: ['branches'] as const } },
  };
  app.get('/api/branches', options, async () => ({
    success: true as const,
    branches: (await listOpenBranches(app.database.db)).map(toBranch),
  }));
}
