import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../constants';
import { productSchema } from './catalog';

/** The product's `_id` (uuid); its numeric `id` is accepted too, as a number or as digits. */
const productId = z
  .union(
    [
      z.string().trim().min(1, 'productId is required').max(64),
      z.number().int().positive().max(2_147_483_647),
    ],
    {
      error: 'productId is required',
    },
  )
  .transform(String);
const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(CART_QUANTITY_MIN, `quantity must be at least ${CART_QUANTITY_MIN}`)
  .max(CART_QUANTITY_MAX, `quantity must be at most ${CART_QUANTITY_MAX}`);

export const cartAddBodySchema = z.strictObject({ productId, quantity: quantity.default(1) });
export const cartUpdateBodySchema = z.strictObject({ productId, quantity });
export const cartRemoveBodySchema = z.strictObject({ productId });

export const cartItemSchema = z.object({ product: productSchema, quantity: z.number().int() });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  cartItems: z.array(cartItemSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
