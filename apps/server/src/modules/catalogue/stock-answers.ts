import type { FastifyInstance } from 'fastify';
import { clearAnswersOnWrite } from '../../plugins/answer-cache';

/*
 * Product answers show stock. The one rule for "stock changed, clear products": checkout,
 * payments and the sweeper take and return stock, and call one of the two below.
 */
const STOCK_TOPICS = ['products'] as const;

/** An onSend hook for a module whose writes may move stock (checkout, verify, the webhook, a cancel). */
export const clearStockAnswersOnWrite = clearAnswersOnWrite(STOCK_TOPICS);

/** Stock moved outside a request (the sweeper): this instance's next product answer must show it. */
export function stockChanged(app: FastifyInstance): void {
  app.answerCache.clear(STOCK_TOPICS);
}
