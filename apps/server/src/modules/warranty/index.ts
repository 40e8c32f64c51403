import type { App } from '../../plugins/zod-type-provider';
import { warrantyRoutes } from './routes';

// Owns no table: the public warranty check reads the units sold through the serials module.
export async function warrantyModule(app: App) {
  await warrantyRoutes(app);
}
