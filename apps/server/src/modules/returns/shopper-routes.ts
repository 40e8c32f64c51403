import type { App } from '../../plugins/zod-type-provider';

/** The shopper's calls: what an order may ask, asking, following, photos (schemas/returns.ts). */
export async function shopperReturnRoutes(app: App): Promise<void> {
  void app;
}
