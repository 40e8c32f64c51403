import {
  collectionsQuerySchema,
  collectionsResponseSchema,
  DELIVERY_RUN_CSV_COLUMNS,
  deliveryRunQuerySchema,
  deliveryRunResponseSchema,
  formatPhoneNumber,
} from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { sendCsv, toCsv } from '../../plugins/csv';
import type { App } from '../../plugins/zod-type-provider';
import { loadCollections, loadDeliveryRun } from './collections-service';

/** The dashboard's collected figures and the delivery run sheet (pay on delivery, decision 0034). */
export async function adminCollectionRoutes(admin: App) {
  const db = () => admin.database.db;

  admin.get(
    '/collections',
    {
      schema: { querystring: collectionsQuerySchema, response: answers({ 200: collectionsResponseSchema }) },
    },
    async (request) => loadCollections(db(), request.query, new Date()),
  );

  admin.get(
    '/delivery-run',
    {
      schema: { querystring: deliveryRunQuerySchema, response: answers({ 200: deliveryRunResponseSchema }) },
    },
    async (request) => loadDeliveryRun(db(), request.query, new Date()),
  );

  // The rider's sheet as a spreadsheet: one stop a row, amounts with 2 decimals.
  admin.get(
    '/delivery-run.csv',
    { schema: { querystring: deliveryRunQuerySchema, response: textAnswers('text/csv') } },
    async (request, reply) => {
      const run = await loadDeliveryRun(db(), request.query, new Date());
      const rows = run.stops.map((stop) => [
        stop.orderNumber,
        stop.name,
        formatPhoneNumber(stop.phoneNumber),
        stop.address,
        stop.city,
        stop.itemCount,
        stop.howPaid,
        stop.amountToCollect.toFixed(2),
        stop.orderStatus,
        stop.outcome ?? '',
      ]);
      return sendCsv(reply, 'delivery-run', toCsv([...DELIVERY_RUN_CSV_COLUMNS], rows), run.date);
    },
  );
}
