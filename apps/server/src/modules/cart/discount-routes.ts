import {
  cartDiscountBodySchema,
  cartResponseSchema,
  DISCOUNT_MESSAGES,
  DISCOUNT_TEXTS,
  WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR,
  WRONG_DISCOUNT_CODES_WINDOW_MS,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import {
  countAndRefuseOverLimit,
  type LimitCheck,
  limitWrites,
  tooManyRequests,
} from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { enterCode, removeCodeFromCart } from '../promotions';
import { listCartLines } from './cart-repository';
import { cartAnswerOf } from './cart-service';
import { discountableLineOf } from './priced-lines';

/** The wrong-code counters of the account and of the client's address (decision 0062). */
function wrongCodeChecks(request: FastifyRequest, userId: string): LimitCheck[] {
  const limit = { max: WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR, windowMs: WRONG_DISCOUNT_CODES_WINDOW_MS };
  return [
    { key: `discount-code:account:${userId}`, ...limit },
    { key: `discount-code:ip:${request.ip}`, ...limit },
  ];
}

/**
 * Past the limit every code is refused, a right one too: otherwise the 429 would tell a
 * guesser which of its guesses was right.
 */
async function refuseWhileOverLimit(app: App, checks: LimitCheck[]): Promise<void> {
  const counts = await Promise.all(checks.map((check) => app.abuseCounters.read(check.key)));
  const waits = counts
    .filter((count, index) => count.count >= checks[index]!.max)
    .map((count) => count.resetInMs);
  if (waits.length > 0) throw tooManyRequests(Math.max(...waits), DISCOUNT_MESSAGES.tooManyWrong);
}

/** A wrong code (unknown, ended, mistyped) counts; the one past the limit is a 429 instead of its own answer. */
async function countWrongCode(app: App, checks: LimitCheck[]): Promise<void> {
  await countAndRefuseOverLimit(app.abuseCounters, checks, DISCOUNT_MESSAGES.tooManyWrong);
}

/**
 * The cart's discount code (decision 0062): POST puts one in (replacing the cart's), DELETE
 * takes it out; both answer the whole cart. Behind requireUser, as the cart's other calls.
 */
export async function cartDiscountRoutes(app: App) {
  const db = () => app.database.db;
  const response = answers({ 200: cartResponseSchema });
  // Beside the wrong codes' own limit, these are cart writes like the others.
  const limited = limitWrites('cart');

  app.post(
    '/api/cart/discount',
    // The body is checked here rather than refused before the handler: a mistyped code counts as a wrong one.
    { onRequest: limited, attachValidation: true, schema: { body: cartDiscountBodySchema, response } },
    async (request) => {
      const userId = currentUser(request).id;
      const checks = wrongCodeChecks(request, userId);
      await refuseWhileOverLimit(app, checks);
      if (request.validationError) {
        await countWrongCode(app, checks);
        throw request.validationError;
      }
      const at = app.clock();
      const lines = (await listCartLines(db(), userId)).map((line) => discountableLineOf(line, at));
      const code = request.body.code;
      const refused = await enterCode(db(), code, { userId, lines, at, deliveryFeePesewas: 0 });
      if (refused) {
        if (refused.wrong) await countWrongCode(app, checks);
        throw new HttpError(refused.status, refused.message);
      }
      return {
        success: true,
        message: DISCOUNT_TEXTS.applied(code),
        ...(await cartAnswerOf(db(), userId, at)),
      };
    },
  );

  app.delete('/api/cart/discount', { onRequest: limited, schema: { response } }, async (request) => {
    const userId = currentUser(request).id;
    if (!(await removeCodeFromCart(db(), userId))) throw notFound(DISCOUNT_MESSAGES.noCodeInCart);
    return {
      success: true,
      message: DISCOUNT_TEXTS.removed,
      ...(await cartAnswerOf(db(), userId, app.clock())),
    };
  });
}
