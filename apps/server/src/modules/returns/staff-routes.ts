import {
  type AdminReturn,
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  adminReturnResponseSchema,
  type ReturnMoveBody,
  returnMoveBodySchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { type AuditWay, recordAuditSummary } from '../audit';
import { clearStockAnswersOnWrite } from '../catalogue';
import { readReturnQueue } from './admin-return-answers';
import { makeReturnMove, readReturnForStaff } from './staff-moves';

/** The request's number as typed: "101" or "RET-101". */
const returnParams = z.object({ id: z.string().max(64) });

/**
 * A refund commits that it is asking the payment provider before it asks, and what the
 * provider answered after (refund-service.ts): it runs on the database itself, never inside a
 * request transaction whose failure would forget a refund that may have been made, and its
 * row of the audit log is the request's state before and after (decision 0072).
 */
const refundsOnTheirOwn = (request: FastifyRequest): AuditWay =>
  (request.body as ReturnMoveBody | undefined)?.status === 'Refunded' ? 'summary' : 'transaction';

/** What the audit log keeps of a request around a refund: its state and money, nobody's details. */
const refundFigures = (request: AdminReturn) => ({
  number: request.number,
  status: request.status,
  paymentStatus: request.paymentStatus,
  refundableGoods: request.refundableGoods,
  refundableDelivery: request.refundableDelivery,
  refundFailure: request.refundFailure,
});

/**
 * Staff's calls: the queue, one request, its moves (schemas/returns.ts), inside a staff-only
 * /api/admin scope (no token 401, a customer's token 403).
 */
export async function staffReturnRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      // A replacement takes a unit from stock and a resaleable return puts one back: product answers show stock.
      staff.addHook('onSend', clearStockAnswersOnWrite);
      const db = () => staff.database.db;

      const listSchema = {
        querystring: adminReturnListQuerySchema,
        response: answers({ 200: adminReturnListResponseSchema }),
      };
      staff.get('/returns', { schema: listSchema }, async (request) => ({
        success: true as const,
        ...(await readReturnQueue(db(), request.query.queue, request.query.page)),
      }));

      const readSchema = { params: returnParams, response: answers({ 200: adminReturnResponseSchema }) };
      staff.get('/returns/:id', { schema: readSchema }, async (request) => ({
        success: true as const,
        request: await readReturnForStaff(db(), request.params.id),
      }));

      const moveSchema = {
        params: returnParams,
        body: returnMoveBodySchema,
        response: answers({ 200: adminReturnResponseSchema }),
      };
      staff.post(
        '/returns/:id/moves',
        { schema: moveSchema, config: { audit: refundsOnTheirOwn } },
        async (request) => {
          const refunding = request.body.status === 'Refunded';
          const before = refunding ? await readReturnForStaff(db(), request.params.id) : undefined;
          const moved = await makeReturnMove(staff, request.params.id, request.body, currentUser(request).id);
          if (before) recordAuditSummary(request, refundFigures(moved.request), refundFigures(before));
          return { success: true as const, ...moved };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
