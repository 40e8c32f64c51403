import type { App } from '../../plugins/zod-type-provider';

/** Placeholder until its slice lands. */
export async function shopperReviewRoutes(_app: App): Promise<void> {}
