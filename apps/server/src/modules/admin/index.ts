import { requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';

/**
 * Every /api/admin call is staff-only: the hook below runs before each route registered
 * here (no token 401, a customer's token 403). Route files of this module add themselves
 * to the list.
 */
export async function adminModule(app: App) {
  await app.register(
    async (admin: App) => {
      admin.addHook('onRequest', requireAdmin);
      // route files register here, e.g. await adminOrderRoutes(admin);
    },
    { prefix: '/api/admin' },
  );
}
