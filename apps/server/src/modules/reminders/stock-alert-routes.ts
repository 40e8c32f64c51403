import {
  messageResponseSchema,
  myStockAlertsResponseSchema,
  STOCK_ALERT_MESSAGES,
  stockAlertBodySchema,
  stockAlertConfirmCodeSchema,
  stockAlertConfirmLinkSchema,
  stockAlertResponseSchema,
} from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser, sessionUserIfAny } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { askAsAccount, askAsGuest, type StockAlertAnswer } from './stock-alert-asking';
import { confirmByCode, confirmByLink } from './stock-alert-confirming';
import { countStockAlertRequestFrom } from './stock-alert-limits';
import { deleteAccountAlerts, listAccountAlerts } from './stock-alert-repository';
import { chosenVariant, productOnSale, toStockAlert, variantOfProduct } from './stock-alert-variants';

const productParams = z.object({ id: z.string().max(100) });
/** The request's id as typed; one that is no number is not found (404), not refused as bad input. */
const alertParams = z.object({ id: z.string().max(64) });
const mineQuery = z.object({ variantId: z.string().max(100).optional() });
const MAX_SERIAL = 2_147_483_647;

const sendAnswer = (reply: FastifyReply, answer: StockAlertAnswer) =>
  reply
    .status(answer.created ? 201 : 200)
    .send({ success: true as const, message: answer.message, alert: answer.alert });

/**
 * "Notify me when it's back" for shoppers and guests (schemas/stock-alerts.ts, decision 0066):
 * asking, confirming a guest's link or code, and a shopper's own requests for a product.
 */
export async function stockAlertRoutes(app: App): Promise<void> {
  const db = () => app.database.db;
  const alertAnswers = answers({ 200: stockAlertResponseSchema, 201: stockAlertResponseSchema });
  const confirmAnswers = answers({ 200: stockAlertResponseSchema });

  app.post(
    '/api/product/:id/stock-alerts',
    {
      // Counted per address before the body is read: a refused flood costs little.
      onRequest: async (request) => countStockAlertRequestFrom(app, request.ip),
      schema: { params: productParams, body: stockAlertBodySchema, response: alertAnswers },
    },
    async (request, reply) => {
      // The reply's words name the address: no cache may keep them.
      reply.header('Cache-Control', 'no-store');
      const { variantId, ...asked } = request.body;
      const chosen = await chosenVariant(db(), request.params.id, variantId);
      if (chosen.variant.stock > 0) throw new HttpError(400, STOCK_ALERT_MESSAGES.inStock);
      const user = await sessionUserIfAny(request, reply);
      const channel = asked.channel ?? 'email';
      const answer = user
        ? await askAsAccount(app, user.id, chosen, channel)
        : await askAsGuest(app, chosen, { ...asked, channel });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/stock-alerts/confirm',
    { schema: { body: stockAlertConfirmLinkSchema, response: confirmAnswers } },
    async (request, reply) => sendAnswer(reply, await confirmByLink(app, request.body.token)),
  );

  app.post(
    '/api/stock-alerts/:id/confirm',
    {
      // Wrong codes are counted on the request (5 end it); this stops one visitor trying many requests.
      onRequest: async (request) => countStockAlertRequestFrom(app, request.ip),
      schema: { params: alertParams, body: stockAlertConfirmCodeSchema, response: confirmAnswers },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_SERIAL) throw notFound(STOCK_ALERT_MESSAGES.notFound);
      return sendAnswer(reply, await confirmByCode(app, Number(id), request.body.code));
    },
  );

  app.get(
    '/api/product/:id/stock-alerts/mine',
    {
      onRequest: requireUser,
      schema: { params: productParams, response: answers({ 200: myStockAlertsResponseSchema }) },
    },
    async (request) => {
      const product = await productOnSale(db(), request.params.id);
      const rows = await listAccountAlerts(db(), currentUser(request).id, product.id);
      const publicIds = new Map(product.variants.map((variant) => [variant.id, variant.publicId]));
      return {
        success: true as const,
        alerts: rows.map((row) => toStockAlert(row, publicIds.get(row.variantId) ?? '')),
      };
    },
  );

  app.delete(
    '/api/product/:id/stock-alerts/mine',
    {
      onRequest: requireUser,
      schema: {
        params: productParams,
        querystring: mineQuery,
        response: answers({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      const product = await productOnSale(db(), request.params.id);
      const { variantId } = request.query;
      const variant = variantId === undefined ? undefined : await variantOfProduct(db(), product, variantId);
      const ended = await deleteAccountAlerts(db(), currentUser(request).id, product.id, variant?.id);
      if (ended === 0) throw notFound(STOCK_ALERT_MESSAGES.notFound);
      return { success: true as const, message: STOCK_ALERT_MESSAGES.cancelled };
    },
  );
}
