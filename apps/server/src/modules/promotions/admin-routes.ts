import type { App } from '../../plugins/zod-type-provider';

/** The owner's Promotions page's calls, inside the staff-only /api/admin scope. */
export async function adminPromotionRoutes(_admin: App) {}
