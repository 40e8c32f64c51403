import type { App } from '../../plugins/zod-type-provider';
import { catalogRoutes } from './routes';

export { type ProductRow, toProduct } from './product-mapper';
export { findProduct } from './product-repository';

export async function catalogModule(app: App) {
  await catalogRoutes(app);
}
