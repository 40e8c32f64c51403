import {
  ADMIN_MESSAGES,
  type AdminDeliveryFee,
  API_MESSAGES,
  type DeliveryFeeBody,
  deliveryFeeBodySchema,
  numericIdParamsSchema,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryFees } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { isUniqueViolation } from './paging';

function toAdminDeliveryFee(row: typeof deliveryFees.$inferSelect): AdminDeliveryFee {
  return { id: row.id, city: row.city, fee: toCedis(row.feePesewas) };
}

/**
 * "Accra" and "accra" would show as two choices in the cart's city list, so a city is
 * unique regardless of case. The table's unique key still catches two saves at one moment.
 */
async function assertCityFree(db: Executor, city: string, exceptId?: number) {
  const sameCity = sql`lower(${deliveryFees.city}) = lower(${city})`;
  const [taken] = await db
    .select({ id: deliveryFees.id })
    .from(deliveryFees)
    .where(exceptId === undefined ? sameCity : and(sameCity, ne(deliveryFees.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(API_MESSAGES.cityTaken);
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.cityTaken);
    throw error;
  }
}

const columnsOf = (body: DeliveryFeeBody) => ({ city: body.city, feePesewas: toPesewas(body.fee) });

export async function adminDeliveryFeeRoutes(admin: App) {
  const db = () => admin.database.db;

  admin.get('/delivery-fees', async () => {
    const rows = await db().select().from(deliveryFees).orderBy(asc(deliveryFees.city));
    return { success: true, deliveryFees: rows.map(toAdminDeliveryFee) };
  });

  admin.post('/delivery-fees', { schema: { body: deliveryFeeBodySchema } }, async (request, reply) => {
    await assertCityFree(db(), request.body.city);
    const [row] = await saving(() => db().insert(deliveryFees).values(columnsOf(request.body)).returning());
    return reply.status(201).send({
      success: true,
      message: ADMIN_MESSAGES.deliveryFeeSaved,
      deliveryFee: toAdminDeliveryFee(row!),
    });
  });

  admin.put(
    '/delivery-fees/:id',
    { schema: { params: numericIdParamsSchema, body: deliveryFeeBodySchema } },
    async (request) => {
      await assertCityFree(db(), request.body.city, request.params.id);
      const [row] = await saving(() =>
        db()
          .update(deliveryFees)
          .set({ ...columnsOf(request.body), updatedAt: new Date() })
          .where(eq(deliveryFees.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound(ADMIN_MESSAGES.deliveryFeeNotFound);
      return {
        success: true,
        message: ADMIN_MESSAGES.deliveryFeeSaved,
        deliveryFee: toAdminDeliveryFee(row),
      };
    },
  );

  admin.delete('/delivery-fees/:id', { schema: { params: numericIdParamsSchema } }, async (request) => {
    const [row] = await db()
      .delete(deliveryFees)
      .where(eq(deliveryFees.id, request.params.id))
      .returning({ id: deliveryFees.id });
    if (!row) throw notFound(ADMIN_MESSAGES.deliveryFeeNotFound);
    return { success: true, message: ADMIN_MESSAGES.deliveryFeeDeleted };
  });
}
