import type { App } from '../../plugins/zod-type-provider';
import { publicBranchRoutes } from './public-routes';
import { staffBranchRoutes } from './staff-routes';

/*
 * Owns `branches` (decision 0067): the shops a business sells from, their hours, whether
 * shoppers may pick up there, and the one that fills delivery orders.
 */

export { type BranchRow, listOpenBranches, toBranch } from './branch-repository';

/** The public list of branches and staff's pages of them. */
export async function branchesModule(app: App) {
  await publicBranchRoutes(app);
  await staffBranchRoutes(app);
}
