import { CATALOGUE_TOPICS, clearAnswersOnWrite } from '../../plugins/answer-cache';
import { guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { adminSellerDetailsRoutes } from '../info';
import { adminPromotionRoutes } from '../promotions';
import { adminTaxSettingsRoutes } from '../taxes';
import { adminBackupDownloadRoutes } from './backup-download-routes';
import { adminCatalogueListRoutes } from './catalogue-list-routes';
import { adminCatalogueTransferRoutes } from './catalogue-transfer-routes';
import { adminCollectionRoutes } from './collections-routes';
import { adminCustomerRoutes } from './customer-routes';
import { adminDashboardRoutes } from './dashboard-routes';
import { adminDeliveryFeeRoutes } from './delivery-fee-routes';
import { adminHeroRoutes } from './hero-routes';
import { adminMessageExportRoutes } from './message-export-routes';
import { adminOrderRoutes } from './order-routes';
import { adminOrderStatusRoutes } from './order-status-routes';
import { adminOutboxRoutes } from './outbox-routes';
import { adminPayOnDeliveryRoutes } from './pay-on-delivery-routes';
import { adminPickupRoutes } from './pickup-routes';
import { adminProductRoutes } from './product-routes';
import { adminSaleRoutes } from './sale-routes';
import { adminStoreInfoRoutes } from './store-info-routes';
import { adminUploadRoutes } from './upload-routes';
import { adminVariantRoutes } from './variant-routes';

/**
 * Every /api/admin call is staff-only: the hook below runs before each route registered
 * here (no token 401, a customer's token 403). Route files of this module add themselves
 * to the list.
 */
export async function adminModule(app: App) {
  await app.register(
    async (admin: App) => {
      guardRoutes(admin, requireAdmin);
      // Staff writes change products, stock (a cancellation returns it), heroes, fees, store info.
      admin.addHook('onSend', clearAnswersOnWrite(CATALOGUE_TOPICS));
      await adminDashboardRoutes(admin);
      await adminBackupDownloadRoutes(admin);
      await adminCatalogueTransferRoutes(admin);
      await adminProductRoutes(admin);
      await adminCatalogueListRoutes(admin);
      await adminVariantRoutes(admin);
      await adminSaleRoutes(admin);
      await adminUploadRoutes(admin);
      await adminHeroRoutes(admin);
      await adminDeliveryFeeRoutes(admin);
      await adminStoreInfoRoutes(admin);
      await adminOrderRoutes(admin);
      await adminOrderStatusRoutes(admin);
      await adminCustomerRoutes(admin);
      await adminMessageExportRoutes(admin);
      await adminOutboxRoutes(admin);
      await adminPayOnDeliveryRoutes(admin);
      await adminPickupRoutes(admin);
      await adminCollectionRoutes(admin);
      await adminTaxSettingsRoutes(admin);
      await adminSellerDetailsRoutes(admin);
      await adminPromotionRoutes(admin);
    },
    { prefix: '/api/admin' },
  );
}
