import {
  ADMIN_MESSAGES,
  adminDeliveryFeeListResponseSchema,
  adminDeliveryFeeResponseSchema,
  adminMessageResponseSchema,
  deliveryFeeBodySchema,
  numericIdParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import {
  addDeliveryFee,
  changeDeliveryFee,
  deleteDeliveryFee,
  listDeliveryFees,
  toAdminDeliveryFee,
} from '../delivery';

/** The cities of the cart's list with their fees; a city is unique in any letter case (delivery module). */
export async function adminDeliveryFeeRoutes(admin: App) {
  const db = () => admin.database.db;

  const listSchema = { response: answers({ 200: adminDeliveryFeeListResponseSchema }) };
  admin.get('/delivery-fees', { schema: listSchema }, async () => ({
    success: true,
    deliveryFees: (await listDeliveryFees(db())).map(toAdminDeliveryFee),
  }));

  const addSchema = {
    body: deliveryFeeBodySchema,
    response: answers({ 201: adminDeliveryFeeResponseSchema }),
  };
  admin.post('/delivery-fees', { schema: addSchema }, async (request, reply) => {
    const row = await addDeliveryFee(db(), request.body);
    return reply.status(201).send({
      success: true,
      message: ADMIN_MESSAGES.deliveryFeeSaved,
      deliveryFee: toAdminDeliveryFee(row),
    });
  });

  admin.put(
    '/delivery-fees/:id',
    {
      schema: {
        params: numericIdParamsSchema,
        body: deliveryFeeBodySchema,
        response: answers({ 200: adminDeliveryFeeResponseSchema }),
      },
    },
    async (request) => {
      const row = await changeDeliveryFee(db(), request.params.id, request.body);
      if (!row) throw notFound(ADMIN_MESSAGES.deliveryFeeNotFound);
      return {
        success: true,
        message: ADMIN_MESSAGES.deliveryFeeSaved,
        deliveryFee: toAdminDeliveryFee(row),
      };
    },
  );

  const deleteSchema = {
    params: numericIdParamsSchema,
    response: answers({ 200: adminMessageResponseSchema }),
  };
  admin.delete('/delivery-fees/:id', { schema: deleteSchema }, async (request) => {
    if (!(await deleteDeliveryFee(db(), request.params.id)))
      throw notFound(ADMIN_MESSAGES.deliveryFeeNotFound);
    return { success: true, message: ADMIN_MESSAGES.deliveryFeeDeleted };
  });
}
