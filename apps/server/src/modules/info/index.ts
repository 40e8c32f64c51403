import type { App } from '../../plugins/zod-type-provider';
import { infoRoutes } from './routes';

// Owns store_info (the one document behind the About page, the footer and the contact details)
// and seller_details (who sells, as the law asks it shown; decision 0070).
export { readSellerDetails, saveSellerDetails, saveSellerLegalName } from './seller-details-repository';
export { adminSellerDetailsRoutes } from './seller-details-routes';
export { readStoreInfo, saveStoreInfo } from './store-info-repository';

export async function infoModule(app: App) {
  await infoRoutes(app);
}
