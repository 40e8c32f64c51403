import type { App } from '../../plugins/zod-type-provider';
import { loadDashboard } from './dashboard-service';

/** Sales at a glance for the admin site's first screen. */
export async function adminDashboardRoutes(admin: App) {
  admin.get('/dashboard', async () => loadDashboard(admin.database.db));
}
