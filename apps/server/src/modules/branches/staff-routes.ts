import {
  BRANCH_ADMIN_TEXTS,
  BRANCH_MESSAGES,
  branchBodySchema,
  branchesResponseSchema,
  branchResponseSchema,
  messageResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { clearAnswersOnWrite } from '../../plugins/answer-cache';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, ownerOnly, requireAdmin } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { listOpenBranches, toBranch } from './branch-repository';
import { addBranch, changeBranch, closeBranch, makeDeliveryBranch } from './branch-writing';

/** The branch's id as typed: one that is no id of a row (text, 0, too big) is not found. */
const branchParams = z.object({ id: z.string().max(64) });

/** The id of a row, or 404 before the database is asked. */
function branchIdOf(typed: string): number {
  const id = /^[1-9]\d{0,9}$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(BRANCH_MESSAGES.notFound);
  return id;
}

/**
 * Staff's calls on branches (schemas/branches.ts), inside a staff-only /api/admin scope (no
 * token 401, a customer's token 403). Every staff member reads them; only the owner changes
 * them (decision 0067), since branches decide where stock and money are.
 */
export async function staffBranchRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      // The storefront's list shows what was just written, on this instance at once.
      staff.addHook('onSend', clearAnswersOnWrite(['branches']));
      const db = () => staff.database.db;
      const owner = ownerOnly(BRANCH_MESSAGES.ownerOnly);
      const listAnswer = async () => ({
        success: true as const,
        branches: (await listOpenBranches(db())).map(toBranch),
      });

      staff.get('/branches', { schema: { response: answers({ 200: branchesResponseSchema }) } }, listAnswer);

      staff.post(
        '/branches',
        {
          onRequest: owner,
          schema: { body: branchBodySchema, response: answers({ 201: branchResponseSchema }) },
        },
        async (request, reply) => {
          const row = await addBranch(db(), request.body);
          return reply
            .status(201)
            .send({ success: true as const, message: BRANCH_ADMIN_TEXTS.saved, branch: toBranch(row) });
        },
      );

      staff.put(
        '/branches/:id',
        {
          onRequest: owner,
          schema: {
            params: branchParams,
            body: branchBodySchema,
            response: answers({ 200: branchResponseSchema }),
          },
        },
        async (request) => {
          const row = await changeBranch(db(), branchIdOf(request.params.id), request.body);
          return { success: true as const, message: BRANCH_ADMIN_TEXTS.saved, branch: toBranch(row) };
        },
      );

      staff.post(
        '/branches/:id/delivery',
        {
          onRequest: owner,
          schema: { params: branchParams, response: answers({ 200: branchesResponseSchema }) },
        },
        async (request) => ({
          success: true as const,
          branches: (await makeDeliveryBranch(db(), branchIdOf(request.params.id))).map(toBranch),
        }),
      );

      staff.delete(
        '/branches/:id',
        {
          onRequest: owner,
          schema: { params: branchParams, response: answers({ 200: messageResponseSchema }) },
        },
        async (request) => {
          const id = branchIdOf(request.params.id);
          const name = await closeBranch(db(), id);
          return { success: true as const, message: BRANCH_ADMIN_TEXTS.archived(name) };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
