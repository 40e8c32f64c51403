import type { App } from '../../plugins/zod-type-provider';

/** Staff's calls: the queue, one request, its moves, the return rules (schemas/returns.ts). */
export async function staffReturnRoutes(app: App): Promise<void> {
  void app;
}
