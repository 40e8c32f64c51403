import type { App } from '../../plugins/zod-type-provider';

/*
 * Owns `branches` (decision 0067): the shops a business sells from, their hours, whether
 * shoppers may pick up there, and the one that fills delivery orders.
 */

/** The public list of branches and staff's pages of them. */
export async function branchesModule(_app: App) {}
