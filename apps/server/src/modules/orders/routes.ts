import { API_MESSAGES, confirmDeliveryBodySchema, createOrderBodySchema } from '@shop/shared';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { orderCreator } from './create-order';
import { listCustomerOrders } from './order-repository';
import { confirmDelivery, hideOrder } from './order-status';

const orderIdParams = z.object({ id: z.string().max(64) });

export async function orderRoutes(app: App) {
  const db = () => app.database.db;
  const createOrder = orderCreator(app);
  app.addHook('onRequest', requireUser);

  app.post('/api/orders/create', { schema: { body: createOrderBodySchema } }, async (request, reply) => {
    const { order, created } = await createOrder(currentUser(request).id, request.body);
    // A retry with the same reference gets the same order back, as 200 instead of 201.
    return reply.status(created ? 201 : 200).send({ success: true, order });
  });

  app.get('/api/orders/order', async (request) => {
    return { success: true, orders: await listCustomerOrders(db(), currentUser(request).id) };
  });

  app.put(
    '/api/orders/confirm-delivery',
    { schema: { body: confirmDeliveryBodySchema } },
    async (request) => {
      await confirmDelivery(db(), currentUser(request).id, request.body.id);
      return { success: true, message: API_MESSAGES.deliveryConfirmed };
    },
  );

  app.delete('/api/orders/:id', { schema: { params: orderIdParams } }, async (request) => {
    await hideOrder(db(), currentUser(request).id, request.params.id);
    return { success: true };
  });
}
