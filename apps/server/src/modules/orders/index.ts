import type { App } from '../../plugins/zod-type-provider';
import { clearStockAnswersOnWrite } from '../catalogue';
import { startUncollectedPickups } from './pickup/uncollected-pickups';
import { orderRoutes } from './routes';

/*
 * Owns orders and order_items. Staff screens and the dashboard read them through the
 * functions below; checkout (checkout/, one file per step) writes them, and app.ts builds it once.
 */
export { findOrderWithLines, listAdminOrders, toAdminOrderSummary } from './admin-order-repository';
export { chargeConfirmerOf, checkout, startCheckoutSweeper, sweepCheckouts } from './checkout/index';
export { countCheckoutsByState, countHeldUnits } from './checkout-figures';
export {
  collectedPerBranch,
  collectedPerDayAndStaff,
  deliveryRunStops,
  refusedPerDay,
  stillOutNow,
  stillOutPerDay,
} from './collection-figures';
export { type DeliveryPlaces, deliveryAddressKey, deliveryPlacesOf } from './delivery-address';
export { issueOrderInvoice, ownerOfOrder } from './invoice-source-repository';
export { collectionOf, type OrderItemRow, type OrderRow, variantOfLine } from './order-mapper';
export { previewCustomerMessages } from './order-message-preview';
export { eraseOrderContacts, type OrderContacts, orderContactsOf, orderDataOf } from './order-personal-data';
export { isProductOrdered, listOrderLines } from './order-repository';
export { changeOrderStatusByStaff } from './order-status';
export { backfillOrderPhones } from './phone-backfill';
export { handOverPickup, issueNewPickupCode, markReadyForPickup } from './pickup/pickup-counter';
export { counterMovesOf, findBranchName, pickupHoldEndOf } from './pickup/pickup-view';
export { startUncollectedPickups, sweepUncollectedPickups } from './pickup/uncollected-pickups';
export {
  lockOrderForReturn,
  type OrderForReturn,
  readOrderForReturn,
  recordRefundOnPayment,
} from './return-source-repository';
export {
  countOrdersByStatus,
  ordersPerDay,
  orderTotalsByCustomer,
  topSellingLines,
} from './sales-repository';

/** Checkout and the customer's orders (docs/product/selling-rules.md#checkout). */
export async function ordersModule(app: App) {
  // A checkout takes stock and a cancellation gives it back: product answers show stock.
  app.addHook('onSend', clearStockAnswersOnWrite);
  // Uncollected pickups: one reminder, then cancelled (decision 0069).
  startUncollectedPickups(app);
  await orderRoutes(app);
}
