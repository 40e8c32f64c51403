import { API_MESSAGES } from '@shop/shared';
import { HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';

const PING_TIMEOUT_MS = 2000;

export async function healthModule(app: App) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      reply.header('Cache-Control', 'no-store');
      return { success: true, status: 'ok', database: app.database.kind };
    } catch {
      throw new HttpError(503, API_MESSAGES.databaseUnavailable);
    }
  });
}
