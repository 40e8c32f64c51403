import {
  deleteAccountBodySchema,
  MY_DATA_MESSAGES,
  messageResponseSchema,
  myDataFileName,
} from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { eraseAccount } from './account-erasure';
import { gatherMyData } from './my-data-export';
import { myDataLimits } from './my-data-limits';

/**
 * GET /api/user/my-data: the signed-in shopper's data as a JSON file; POST
 * /api/user/delete-account: their account erased (decision 0071). Both 401 without a session.
 */
export async function myDataRoutes(app: App): Promise<void> {
  await app.register(async (shopper: App) => {
    guardRoutes(shopper, requireUser);
    const limits = myDataLimits(shopper);

    shopper.get(
      '/api/user/my-data',
      { onRequest: limits.download, schema: { response: textAnswers('application/json') } },
      async (request, reply) => {
        const now = shopper.clock();
        const data = await gatherMyData(shopper.database.db, currentUser(request).id, now);
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${myDataFileName(now)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(`${JSON.stringify(data, null, 2)}\n`);
      },
    );

    shopper.post(
      '/api/user/delete-account',
      {
        onRequest: limits.delete,
        schema: { body: deleteAccountBodySchema, response: answers({ 200: messageResponseSchema }) },
      },
      async (request) => {
        await eraseAccount(shopper, currentUser(request).id, request.body);
        return { success: true, message: MY_DATA_MESSAGES.accountDeleted };
      },
    );
  });
}
