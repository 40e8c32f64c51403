import { dashboardResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { loadDashboard } from './dashboard-service';

/** Sales at a glance for the admin site's first screen. */
export async function adminDashboardRoutes(admin: App) {
  const schema = { response: answers({ 200: dashboardResponseSchema }) };
  admin.get('/dashboard', { schema }, async () =>
    loadDashboard(admin.database.db, new Date(), { backups: Boolean(admin.config.backup) }),
  );
}
