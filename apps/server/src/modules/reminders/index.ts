import type { App } from '../../plugins/zod-type-provider';
import { startCartReminders } from './cart-reminders';
import { startBackInStockNotices } from './stock-alert-notices';
import { stockAlertRoutes } from './stock-alert-routes';
import { stockAlertStaffRoutes } from './stock-alert-staff-routes';

/*
 * Brings shoppers back (decision 0066): one reminder of a left cart, and one message when a
 * sold-out variant is back, each on the channels the shopper chose. Owns cart_reminders and
 * stock_alerts; reads marketing consent (the consent module's tables), carts and stock, and
 * queues through the messages module, which keeps quiet hours and the spend cap.
 */
export { remindOfCarts, startCartReminders } from './cart-reminders';
export { marketingAddresses, queueMarketingMessage, unsubscribeUrlOf } from './marketing-queue';
export { eraseRemindersOf, reminderDataOf } from './reminder-personal-data';
export { notifyBackInStock, startBackInStockNotices } from './stock-alert-notices';

/** The routes of "Notify me when it's back", and the two jobs. */
export async function remindersModule(app: App) {
  startCartReminders(app);
  startBackInStockNotices(app);
  await stockAlertRoutes(app);
  await stockAlertStaffRoutes(app);
}
