import type { App } from '../../plugins/zod-type-provider';
import { deliveryRoutes } from './routes';

// Owns delivery_fees, with the one case-insensitive city match checkout and staff both use.
export {
  type DeliveryFeeRow,
  deleteDeliveryFee,
  findDeliveryFeeForCity,
  listDeliveryFees,
} from './delivery-fee-repository';
export { addDeliveryFee, changeDeliveryFee, toAdminDeliveryFee } from './delivery-fee-service';

export async function deliveryModule(app: App) {
  await deliveryRoutes(app);
}
