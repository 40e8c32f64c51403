import {
  BRANCH_STOCK_MESSAGES,
  branchStockBodySchema,
  branchStockResponseSchema,
  numericIdParamsSchema,
  stockTransferBodySchema,
  stockTransferResponseSchema,
  stockTransfersQuerySchema,
  stockTransfersResponseSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { clearStockAnswersOnWrite } from '../catalogue';
import { readBranchStock, writeBranchStock } from './branch-stock-repository';
import { listTransfers, transferStock } from './stock-transfer-repository';

/**
 * Stock at each branch (schemas/branch-stock.ts, decision 0068), in a staff-only /api/admin
 * scope: every staff member counts and moves stock, as they edit the single figure today.
 * Each write clears the product answers, which say where stock lies.
 */
export async function branchStockRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.addHook('onSend', clearStockAnswersOnWrite);
      const db = () => staff.database.db;
      const gridAnswer = answers({ 200: branchStockResponseSchema });

      staff.get(
        '/products/:id/branch-stock',
        { schema: { params: numericIdParamsSchema, response: gridAnswer } },
        (request) => readBranchStock(db(), request.params.id),
      );

      staff.put(
        '/products/:id/branch-stock',
        { schema: { params: numericIdParamsSchema, body: branchStockBodySchema, response: gridAnswer } },
        async (request) => {
          await db().transaction((transaction) =>
            writeBranchStock(transaction, request.params.id, request.body.stock),
          );
          return {
            ...(await readBranchStock(db(), request.params.id)),
            message: BRANCH_STOCK_MESSAGES.saved,
          };
        },
      );

      staff.post(
        '/stock-transfers',
        {
          schema: { body: stockTransferBodySchema, response: answers({ 201: stockTransferResponseSchema }) },
        },
        async (request, reply) => {
          const transfer = await transferStock(db(), { ...request.body, staffId: request.user!.id });
          const message = BRANCH_STOCK_MESSAGES.moved(
            transfer.units,
            transfer.variantName,
            transfer.fromBranch,
            transfer.toBranch,
          );
          return reply.status(201).send({ success: true as const, message, transfer });
        },
      );

      staff.get(
        '/stock-transfers',
        {
          schema: {
            querystring: stockTransfersQuerySchema,
            response: answers({ 200: stockTransfersResponseSchema }),
          },
        },
        async (request) => {
          const page = request.query.page ?? 1;
          return { success: true as const, page, ...(await listTransfers(db(), page)) };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
