import {
  API_MESSAGES,
  cartAddBodySchema,
  cartRemoveBodySchema,
  cartResponseSchema,
  cartUpdateBodySchema,
} from '@shop/shared';
import { limitWrites } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { addToCart, cartAnswerOf, removeFromCart, updateCartQuantity } from './cart-service';

/** Each answer carries the whole cart, so a client renders it without another call. */
export async function cartRoutes(app: App) {
  const db = () => app.database.db;
  const cartOf = (userId: string) => cartAnswerOf(db(), userId, app.clock());
  // The token is checked before the body, so a visitor learns to log in, not to fix a field.
  guardRoutes(app, requireUser);
  // Writes are limited per address and per account (after requireUser, which this runs after).
  const limited = limitWrites('cart');

  const response = answers({ 200: cartResponseSchema });

  app.get('/api/cart', { schema: { response } }, async (request) => {
    return { success: true, ...(await cartOf(currentUser(request).id)) };
  });

  app.post(
    '/api/cart/add',
    { onRequest: limited, schema: { body: cartAddBodySchema, response } },
    async (request) => {
      const userId = currentUser(request).id;
      await addToCart(db(), userId, request.body, request.body.quantity);
      return { success: true, message: API_MESSAGES.cartAdded, ...(await cartOf(userId)) };
    },
  );

  app.post(
    '/api/cart/update',
    { onRequest: limited, schema: { body: cartUpdateBodySchema, response } },
    async (request) => {
      const userId = currentUser(request).id;
      await updateCartQuantity(db(), userId, request.body, request.body.quantity);
      return { success: true, message: API_MESSAGES.cartUpdated, ...(await cartOf(userId)) };
    },
  );

  app.post(
    '/api/cart/remove',
    { onRequest: limited, schema: { body: cartRemoveBodySchema, response } },
    async (request) => {
      const userId = currentUser(request).id;
      await removeFromCart(db(), userId, request.body);
      return { success: true, message: API_MESSAGES.cartRemoved, ...(await cartOf(userId)) };
    },
  );
}
