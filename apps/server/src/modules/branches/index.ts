import type { App } from '../../plugins/zod-type-provider';
import { branchStockRoutes } from './branch-stock-routes';
import { publicBranchRoutes } from './public-routes';
import { staffBranchRoutes } from './staff-routes';

/*
 * Owns `branches` (decision 0067): the shops a business sells from, their hours, whether
 * shoppers may pick up there, and the one that fills delivery orders.
 */

export { type BranchRow, listOpenBranches, toBranch } from './branch-repository';
export {
  branchUnitsByProduct,
  branchUnitsByVariant,
  setOnlyVariantBranchUnits,
} from './branch-stock-repository';

/** The public list of branches, staff's pages of them, and stock at each branch. */
export async function branchesModule(app: App) {
  await publicBranchRoutes(app);
  await staffBranchRoutes(app);
  await branchStockRoutes(app);
}
