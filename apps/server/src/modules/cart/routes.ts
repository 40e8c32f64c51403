import { API_MESSAGES, cartAddBodySchema, cartRemoveBodySchema, cartUpdateBodySchema } from '@shop/shared';
import { currentUser, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { addToCart, cartItemsOf, removeFromCart, updateCartQuantity } from './cart-service';

/** Each answer carries the whole cart, so a client renders it without another call. */
export async function cartRoutes(app: App) {
  const db = () => app.database.db;
  // The token is checked before the body, so a visitor learns to log in, not to fix a field.
  app.addHook('onRequest', requireUser);

  app.get('/api/cart', async (request) => {
    return { success: true, cartItems: await cartItemsOf(db(), currentUser(request).id) };
  });

  app.post('/api/cart/add', { schema: { body: cartAddBodySchema } }, async (request) => {
    const userId = currentUser(request).id;
    await addToCart(db(), userId, request.body.productId, request.body.quantity);
    return { success: true, message: API_MESSAGES.cartAdded, cartItems: await cartItemsOf(db(), userId) };
  });

  app.post('/api/cart/update', { schema: { body: cartUpdateBodySchema } }, async (request) => {
    const userId = currentUser(request).id;
    await updateCartQuantity(db(), userId, request.body.productId, request.body.quantity);
    return { success: true, message: API_MESSAGES.cartUpdated, cartItems: await cartItemsOf(db(), userId) };
  });

  app.post('/api/cart/remove', { schema: { body: cartRemoveBodySchema } }, async (request) => {
    const userId = currentUser(request).id;
    await removeFromCart(db(), userId, request.body.productId);
    return { success: true, message: API_MESSAGES.cartRemoved, cartItems: await cartItemsOf(db(), userId) };
  });
}
