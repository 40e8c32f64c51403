import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../constants';
import { productSchema } from './catalogue';
import { cartTotalsSchema, discountSummarySchema } from './promotions';
import { variantReferenceSchema } from './variants';

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

/**
 * The variant's `_id` (decision 0036). Optional: without it a product with one variant works as
 * before, and a product with several answers 400 chooseOptionsMessage(its option names).
 * An unknown variant answers 404, another product's variant 400.
 */
const variantId = z.uuid({ error: "variantId must be the _id of one of the product's variants" }).optional();

export const cartAddBodySchema = z.strictObject({ productId, variantId, quantity: quantity.default(1) });
export const cartUpdateBodySchema = z.strictObject({ productId, variantId, quantity });
export const cartRemoveBodySchema = z.strictObject({ productId, variantId });

/**
 * One line per variant: the same product in two colours is two lines. `product` is the
 * whole product answer (all its variants); `variant` says which one this line holds, and
 * variantDisplayName(product.name, variant.options) names the line.
 */
export const cartItemSchema = z.object({
  product: productSchema,
  variant: variantReferenceSchema,
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  cartItems: z.array(cartItemSchema),
  /** The cart's code or automatic promotion (decision 0062); null or absent without one. */
  discount: discountSummarySchema.nullable().optional(),
  /** The figures after sale prices and the discount, before delivery. */
  totals: cartTotalsSchema.optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
