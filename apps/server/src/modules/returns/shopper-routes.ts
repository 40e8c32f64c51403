import {
  createReturnBodySchema,
  formatReturnNumber,
  orderReturnsResponseSchema,
  RETURN_MESSAGES,
  returnRequestListResponseSchema,
  returnRequestResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { limitPerAccount, RETURN_REQUESTS_PER_HOUR } from './account-limits';
import { describeOrderReturns, listShopperReturns, readShopperReturn } from './request-reading';
import { createReturnRequest } from './request-service';
import { describeReturns } from './return-answers';
import { returnMessengerOf } from './return-messages';

const orderIdParams = z.object({ id: z.string().max(64) });
const returnIdParams = z.object({ id: z.string().max(20) });

/** The shopper's calls: what an order may ask, asking, following (schemas/returns.ts). Photos: photo-routes.ts. */
export async function shopperReturnRoutes(app: App): Promise<void> {
  await app.register(
    async (shopper: App) => {
      guardRoutes(shopper, requireUser);
      const db = () => shopper.database.db;

      shopper.get(
        '/orders/:id/returns',
        { schema: { params: orderIdParams, response: answers({ 200: orderReturnsResponseSchema }) } },
        async (request) => ({
          success: true as const,
          ...(await describeOrderReturns(db(), currentUser(request).id, request.params.id)),
        }),
      );

      shopper.post(
        '/orders/:id/returns',
        {
          onRequest: limitPerAccount('return-request', RETURN_REQUESTS_PER_HOUR),
          schema: {
            params: orderIdParams,
            body: createReturnBodySchema,
            response: answers({ 201: returnRequestResponseSchema }),
          },
        },
        async (request, reply) => {
          const row = await createReturnRequest(
            db(),
            currentUser(request).id,
            request.params.id,
            request.body,
            returnMessengerOf(app),
          );
          const [created] = await describeReturns(db(), [row], 'shopper');
          return reply.status(201).send({
            success: true,
            message: RETURN_MESSAGES.created(formatReturnNumber(row.number)),
            request: created!,
          });
        },
      );

      shopper.get(
        '/returns',
        { schema: { response: answers({ 200: returnRequestListResponseSchema }) } },
        async (request) => ({
          success: true as const,
          requests: await listShopperReturns(db(), currentUser(request).id),
        }),
      );

      shopper.get(
        '/returns/:id',
        { schema: { params: returnIdParams, response: answers({ 200: returnRequestResponseSchema }) } },
        async (request) => ({
          success: true as const,
          request: await readShopperReturn(db(), currentUser(request).id, request.params.id),
        }),
      );
    },
    { prefix: '/api' },
  );
}
