import type { App } from '../../plugins/zod-type-provider';
import { userRoutes } from './routes';

export { createOrPromoteStaff } from './staff-accounts';

/** Accounts: register, login, profile, logout (DESIGN.md section 5). */
export async function usersModule(app: App) {
  await userRoutes(app);
}
