import { API_MESSAGES } from '@shop/shared';
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
      return reply.status(503).send({ success: false, message: API_MESSAGES.databaseUnavailable });
    }
  });
}
