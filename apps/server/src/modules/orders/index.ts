import type { App } from '../../plugins/zod-type-provider';
import { paymentErrorHandler } from '../payments';
import { orderRoutes } from './routes';

export { changeOrderStatusByStaff } from './order-status';

/** Checkout and the customer's orders (DESIGN.md section 6). */
export async function ordersModule(app: App) {
  // Checkout verifies the payment with the provider: an unanswered provider is a clear 502.
  app.setErrorHandler(paymentErrorHandler);
  await orderRoutes(app);
}
