/**
 * The contract of promotions (decision 0062). Money is cedis on the wire, pesewas stored.
 *
 * Shoppers (session cookie):
 *   POST   /api/cart/discount  cartDiscountBodySchema -> cartResponseSchema (with `discount`); 404/400/409 + DISCOUNT_MESSAGES; 429 after 10 wrong codes a quarter-hour
 *   DELETE /api/cart/discount                        -> cartResponseSchema
 *   The cart answer gains `discount` and `totals`; the order answer gains `discount` and its items `regularPrice` and `discount`.
 *
 * Staff (/api/admin; the owner writes, other staff read):
 *   GET    /api/admin/promotions                     -> promotionListResponseSchema
 *   POST   /api/admin/promotions   promotionBodySchema -> promotionResponseSchema (201)
 *   PUT    /api/admin/promotions/:id promotionBodySchema -> promotionResponseSchema
 *   PATCH  /api/admin/promotions/:id promotionSwitchBodySchema -> promotionResponseSchema
 *   GET    /api/admin/promotions/:id/uses            -> promotionUsesResponseSchema
 *   GET    /api/admin/promotions.csv                 -> text/csv, one row per promotion with its figures
 *   PUT    /api/admin/sales        saleBodySchema     -> saleResponseSchema (a percent off a product, category or brand)
 *   DELETE /api/admin/sales        saleTargetSchema   -> saleResponseSchema (ends their sales)
 */
import { z } from 'zod';
import { DISCOUNT_MESSAGES, PROMOTION_ADMIN_TEXTS } from '../promotion-texts';
import {
  DISCOUNT_CODE_PATTERN,
  normaliseDiscountCode,
  PROMOTION_KINDS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
} from '../promotions';
import { cedis, PRODUCT_PRICE_MAX, requiredLine } from './admin-fields';

const { errors } = PROMOTION_ADMIN_TEXTS;

/** A code as typed: case and spaces left out before the pattern is checked. */
export const discountCodeSchema = z
  .string({ error: DISCOUNT_MESSAGES.codeRequired })
  .max(64, DISCOUNT_MESSAGES.codeFormat)
  .transform(normaliseDiscountCode)
  .pipe(
    z
      .string()
      .min(1, DISCOUNT_MESSAGES.codeRequired)
      .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.codeFormat),
  );

export const cartDiscountBodySchema = z.strictObject({ code: discountCodeSchema });
export type CartDiscountBody = z.input<typeof cartDiscountBodySchema>;

/** The cart's (or order's) discount as shoppers read it. Cedis. */
export const discountSummarySchema = z.object({
  /** Null for an automatic promotion. */
  code: z.string().nullable(),
  description: z.string(),
  /** Off the goods. */
  amount: z.number(),
  /** The promotion waives delivery (its amount is known once the city is). */
  freeDelivery: z.boolean(),
  /** Waived off delivery, on an order (0 in the cart, where the city is not known). */
  deliveryAmount: z.number(),
  /** Why the cart's code takes nothing off right now (under its minimum, nothing in scope); absent when it applies. */
  problem: z.string().optional(),
});
export type DiscountSummary = z.infer<typeof discountSummarySchema>;

/** The cart's figures after sale prices and the discount (before delivery). Cedis. */
export const cartTotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  /** subtotal - discount: what the goods come to. */
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const promotionScopeSchema = z.strictObject({
  categories: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  brands: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  productIds: z.array(z.uuid()).max(200).default([]),
});

const optionalInstant = z.iso.datetime({ offset: true }).nullable().optional();
const optionalUses = z
  .number({ error: errors.usesPositive })
  .int(errors.usesPositive)
  .min(1, errors.usesPositive)
  .max(1_000_000, errors.usesPositive)
  .nullable()
  .optional();

export const promotionBodySchema = z
  .strictObject({
    /** Empty or null: an automatic promotion. */
    code: z
      .union([z.literal(''), z.null(), discountCodeSchema])
      .optional()
      .transform((code) => (code ? code : null)),
    description: requiredLine(PROMOTION_ADMIN_TEXTS.description, 120),
    kind: z.enum(PROMOTION_KINDS),
    percent: z
      .number({ error: errors.percentRange })
      .int(errors.percentRange)
      .min(PROMOTION_PERCENT_MIN, errors.percentRange)
      .max(PROMOTION_PERCENT_MAX, errors.percentRange)
      .nullable()
      .optional(),
    amount: cedis(PROMOTION_ADMIN_TEXTS.amount, PRODUCT_PRICE_MAX).nullable().optional(),
    minimumSubtotal: cedis(PROMOTION_ADMIN_TEXTS.minimumSubtotal, PRODUCT_PRICE_MAX).default(0),
    scope: promotionScopeSchema.default({ categories: [], brands: [], productIds: [] }),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    totalUses: optionalUses,
    usesPerCustomer: optionalUses,
    firstOrderOnly: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .refine((body) => body.kind !== 'percent' || (body.percent ?? null) !== null, {
    message: errors.percentRange,
    path: ['percent'],
  })
  .refine((body) => body.kind !== 'fixed' || (body.amount ?? 0) > 0, {
    message: errors.amountRequired,
    path: ['amount'],
  })
  .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt), {
    message: errors.endsAfterStarts,
    path: ['endsAt'],
  });
export type PromotionBody = z.input<typeof promotionBodySchema>;
export type PromotionInput = z.output<typeof promotionBodySchema>;

export const promotionSwitchBodySchema = z.strictObject({ enabled: z.boolean() });

/** A promotion as staff read it, with its figures. Cedis. */
export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  description: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minimumSubtotal: z.number(),
  scope: z.object({
    categories: z.array(z.string()),
    brands: z.array(z.string()),
    productIds: z.array(z.string()),
  }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalUses: z.number().nullable(),
  usesPerCustomer: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  enabled: z.boolean(),
  /** Live uses (orders placed and not cancelled or expired). */
  uses: z.number().int(),
  usesLeft: z.number().int().nullable(),
  /** Off goods and delivery, over its live uses. */
  discountGiven: z.number(),
  /** What its live orders came to. */
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  promotion: promotionSchema,
});
export const promotionListResponseSchema = z.object({
  success: z.literal(true),
  promotions: z.array(promotionSchema),
});

export const promotionUseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  email: z.string(),
  discount: z.number(),
  total: z.number(),
  takenAt: z.string(),
  givenBackAt: z.string().nullable(),
});
export const promotionUsesResponseSchema = z.object({
  success: z.literal(true),
  uses: z.array(promotionUseSchema),
});

/** What a bulk sale reaches: one product, or every product of a category or brand. */
export const saleTargetSchema = z.strictObject({
  target: z.enum(['product', 'category', 'brand']),
  /** The product's `_id`, or the category's or brand's name. */
  value: z.string().trim().min(1).max(80),
});
export const saleBodySchema = saleTargetSchema
  .extend({
    percent: z
      .number({ error: errors.percentRange })
      .int(errors.percentRange)
      .min(PROMOTION_PERCENT_MIN, errors.percentRange)
      .max(PROMOTION_PERCENT_MAX, errors.percentRange),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
  })
  .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt), {
    message: PROMOTION_ADMIN_TEXTS.sales.saleWindowOrder,
    path: ['endsAt'],
  });
export type SaleBody = z.input<typeof saleBodySchema>;
export const saleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  variants: z.number().int(),
});
