import type { App } from '../../plugins/zod-type-provider';
import { myDataRoutes } from './my-data-routes';

/*
 * A shopper's data theirs to take or erase (decision 0071). Owns no table: it gathers and
 * erases through each owning module's face, so each table's SQL stays at home. It is its own
 * module, not part of users, because the modules it calls (orders, reviews) call users.
 */

/** "Download my data" and "Delete my account" on /profile. */
export async function myDataModule(app: App) {
  await myDataRoutes(app);
}
