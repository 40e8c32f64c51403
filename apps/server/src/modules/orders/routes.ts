import {
  API_MESSAGES,
  confirmDeliveryBodySchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  hideOrderResponseSchema,
  messageResponseSchema,
  orderListResponseSchema,
  startCheckoutBodySchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { limitWrites } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { recordConsent } from '../consent';
import { checkout } from './checkout';
import { listCustomerOrders } from './order-repository';
import { confirmDelivery, hideOrder } from './order-status';

const orderIdParams = z.object({ id: z.string().max(64) });

export async function orderRoutes(app: App) {
  const db = () => app.database.db;
  guardRoutes(app, requireUser);
  // Starting and settling checkouts share one limit with the payment calls (payments/routes.ts).
  const limited = limitWrites('checkout');

  // "Pay": a pending order holding its stock, and the payment the server initialised (decision 0007).
  const startSchema = {
    body: startCheckoutBodySchema,
    response: answers({ 200: startCheckoutResponseSchema }),
  };
  app.post('/api/orders/start', { onRequest: limited, schema: startSchema }, async (request) => {
    const userId = currentUser(request).id;
    const answer = await checkout.start(app, userId, request.body);
    // The marketing boxes of /order (decision 0065) are kept once the start is taken: "Pay" is
    // what both ways of paying send first, so the later create does not record them again.
    const { marketing } = request.body;
    if (marketing) await recordConsent(db(), userId, marketing, 'checkout', app.clock());
    return answer;
  });

  // Pay on delivery paid online instead, on the same order, until it is In Truck (decision 0034).
  const payNowSchema = { params: orderIdParams, response: answers({ 200: startCheckoutResponseSchema }) };
  app.post('/api/orders/:id/pay-now', { onRequest: limited, schema: payNowSchema }, async (request) => {
    return checkout.payNowInstead(app, currentUser(request).id, request.params.id);
  });

  const createSchema = {
    body: createOrderBodySchema,
    response: answers({ 200: createOrderResponseSchema, 201: createOrderResponseSchema }),
  };
  app.post('/api/orders/create', { onRequest: limited, schema: createSchema }, async (request, reply) => {
    const { order, created } = await checkout.create(app, currentUser(request).id, request.body);
    // 201 when this call settled the order as Paid; otherwise (already settled) the same order as 200.
    return reply.status(created ? 201 : 200).send({ success: true, order });
  });

  const listSchema = { response: answers({ 200: orderListResponseSchema }) };
  app.get('/api/orders/order', { schema: listSchema }, async (request) => {
    return { success: true, orders: await listCustomerOrders(db(), currentUser(request).id) };
  });

  app.put(
    '/api/orders/confirm-delivery',
    { schema: { body: confirmDeliveryBodySchema, response: answers({ 200: messageResponseSchema }) } },
    async (request) => {
      await confirmDelivery(app, currentUser(request).id, request.body.id);
      return { success: true, message: API_MESSAGES.deliveryConfirmed };
    },
  );

  const hideSchema = { params: orderIdParams, response: answers({ 200: hideOrderResponseSchema }) };
  app.delete('/api/orders/:id', { schema: hideSchema }, async (request) => {
    await hideOrder(db(), currentUser(request).id, request.params.id);
    return { success: true };
  });
}
