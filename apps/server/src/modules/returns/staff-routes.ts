import {
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  adminReturnResponseSchema,
  returnMoveBodySchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { clearStockAnswersOnWrite } from '../catalogue';
import { readReturnQueue } from './admin-return-answers';
import { makeReturnMove, readReturnForStaff } from './staff-moves';

/** The request's number as typed: "101" or "RET-101". */
const returnParams = z.object({ id: z.string().max(64) });

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
      staff.post('/returns/:id/moves', { schema: moveSchema }, async (request) => ({
        success: true as const,
        ...(await makeReturnMove(staff, request.params.id, request.body, currentUser(request).id)),
      }));
    },
    { prefix: '/api/admin' },
  );
}
