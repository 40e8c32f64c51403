import type { App } from '../../plugins/zod-type-provider';
import { infoRoutes } from './routes';

// Owns store_info: the one document behind the About page, the footer and the contact details.
export { readStoreInfo, saveStoreInfo } from './store-info-repository';

export async function infoModule(app: App) {
  await infoRoutes(app);
}
