import type { App } from '../../plugins/zod-type-provider';

/** The dashboard's returns: by reason, by product, money refunded per day, faulty units. */
export async function returnFiguresRoutes(app: App): Promise<void> {
  void app;
}
