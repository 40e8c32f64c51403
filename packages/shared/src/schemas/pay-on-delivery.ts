/**
 * The contract of pay on delivery (decision 0034). Money is cedis on the wire, as
 * everywhere; errors are `{success:false, message}`.
 *
 * Shopper (bearer token):
 *   POST /api/orders/start  {..., paymentMethod: "pay-on-delivery"} -> startCheckoutResponseSchema, state "placed"
 *        (409 with PAY_ON_DELIVERY_TEXTS.refusals.* when a rule breaks; nothing written)
 *   POST /api/orders/:id/pay-now  (no body)  -> startCheckoutResponseSchema (awaiting-payment | confirming | paid)
 *        pay an order To pay on delivery online instead, until In Truck; then verify as usual
 *        (409 payNowRefusals.alreadyOnItsWay after, 409 notOnDelivery / ended otherwise, 404 not theirs)
 *   GET  /api/orders/order -> each order carries howPaid, amountToCollect, canPayNow, collection
 *   GET  /api/user/profile -> user.payOnDeliveryBlocked
 * Public:
 *   GET  /api/payments/config -> paymentConfigResponseSchema with `payOnDelivery` (payOnDeliveryOfferSchema)
 * Staff (/api/admin, staff bearer token):
 *   GET  /api/admin/store-info/payments                       -> adminPaymentSettingsResponseSchema
 *   PUT  /api/admin/store-info/payments  payOnDeliverySettingsSchema -> adminPaymentSettingsResponseSchema
 *   POST /api/admin/orders/:id/collection  collectionBodySchema -> collectionResponseSchema
 *        (409 when the order is not To pay on delivery, not out (COLLECTION_ORDER_STATUSES), or the amount is not the total)
 *   POST /api/admin/customers/:id/pay-on-delivery  (no body) -> adminCustomerResponseSchema (restores it)
 *   GET  /api/admin/collections?from&to                       -> collectionsResponseSchema
 *   GET  /api/admin/delivery-run?date                         -> deliveryRunResponseSchema
 *   GET  /api/admin/delivery-run.csv?date                     -> text/csv (DELIVERY_RUN_CSV_COLUMNS)
 * Order status moves of such orders: PATCH /api/admin/orders/:id/status as before, along
 * staffStatusMovesOf (a Cancelled order to pay on delivery becomes Cancelled unpaid; a
 * Collected one may go to Delivered).
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import {
  COLLECTION_METHODS,
  COLLECTIONS_DAYS_MAX,
  PAY_ON_DELIVERY_MAX_TOTAL_LIMIT,
  PAY_ON_DELIVERY_OPEN_ORDERS_MAX,
  VERIFIED_PHONE_RULES,
} from '../pay-on-delivery';
import { PAY_ON_DELIVERY_TEXTS } from '../pay-on-delivery-texts';
import { adminOrderDetailSchema } from './admin';
import { oneLine } from './one-line';
import { orderStatusSchema } from './orders';

const { collection: collectionTexts } = PAY_ON_DELIVERY_TEXTS;

const cedis = (label: string, max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} may be at most ${max}`)
    .refine(hasAtMostTwoDecimals, `${label} may have at most 2 decimals`);

/** A calendar day, YYYY-MM-DD (UTC, which is Ghana's time). */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${label} must be a real date`,
    );

// ---------------------------------------------------------------- settings

/** What the owner decides (PUT body; GET answers it). Cities are delivery-fee cities (400 otherwise). */
export const payOnDeliverySettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  cities: z
    .array(
      oneLine(
        z.string().trim().min(1, 'A city cannot be empty').max(80, 'A city may be at most 80 characters'),
        'Each city',
      ),
      {
        error: 'cities must be a list of delivery cities',
      },
    )
    .max(500, 'cities may hold at most 500 cities'),
  /** The largest order total (GHS, delivery included) pay on delivery takes. */
  maxOrderTotal: cedis('maxOrderTotal', PAY_ON_DELIVERY_MAX_TOTAL_LIMIT),
  verifiedPhone: z.enum(VERIFIED_PHONE_RULES, {
    error: () => `verifiedPhone must be one of: ${VERIFIED_PHONE_RULES.join(', ')}`,
  }),
  openOrdersPerAccount: z
    .number({ error: 'openOrdersPerAccount must be a number' })
    .int('openOrdersPerAccount must be a whole number')
    .min(1, 'openOrdersPerAccount must be at least 1')
    .max(
      PAY_ON_DELIVERY_OPEN_ORDERS_MAX,
      `openOrdersPerAccount may be at most ${PAY_ON_DELIVERY_OPEN_ORDERS_MAX}`,
    ),
});
export type PayOnDeliverySettings = z.infer<typeof payOnDeliverySettingsSchema>;

export const adminPaymentSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  payOnDelivery: payOnDeliverySettingsSchema,
  /** The shop sends SMS (SMS_PROVIDER): what `when-sms-is-on` depends on. */
  smsConfigured: z.boolean(),
  /** What the verifiedPhone rule means on this shop now. */
  verifiedPhoneRequired: z.boolean(),
});
export type AdminPaymentSettingsResponse = z.infer<typeof adminPaymentSettingsResponseSchema>;

/** What the storefront needs to offer the choice (in GET /api/payments/config). */
export const payOnDeliveryOfferSchema = z.object({
  enabled: z.boolean(),
  cities: z.array(z.string()),
  maxOrderTotal: z.number(),
  verifiedPhoneRequired: z.boolean(),
});
export type PayOnDeliveryOffer = z.infer<typeof payOnDeliveryOfferSchema>;

// ---------------------------------------------------------------- the outcome at the door

/** Collected (the exact total, cash or MoMo with its transaction id) or refused (with a reason). */
export const collectionBodySchema = z
  .discriminatedUnion(
    'outcome',
    [
      z.strictObject({
        outcome: z.literal('collected'),
        method: z.enum(COLLECTION_METHODS, { error: () => 'method must be "cash" or "momo"' }),
        momoTransactionId: oneLine(
          z.string().trim().max(60, 'momoTransactionId may be at most 60 characters'),
          'momoTransactionId',
        ).optional(),
        amount: cedis('amount', PAY_ON_DELIVERY_MAX_TOTAL_LIMIT),
      }),
      z.strictObject({
        outcome: z.literal('refused'),
        reason: z
          .string({ error: collectionTexts.reasonRequired })
          .trim()
          .min(1, collectionTexts.reasonRequired)
          .max(500, 'reason may be at most 500 characters'),
      }),
    ],
    { error: () => 'outcome must be "collected" or "refused"' },
  )
  .superRefine((body, context) => {
    if (body.outcome !== 'collected') return;
    if (body.method === 'momo' && !body.momoTransactionId) {
      context.addIssue({
        code: 'custom',
        path: ['momoTransactionId'],
        message: collectionTexts.momoIdRequired,
      });
    }
    if (body.method === 'cash' && body.momoTransactionId) {
      context.addIssue({
        code: 'custom',
        path: ['momoTransactionId'],
        message: collectionTexts.momoIdOnlyForMomo,
      });
    }
  });
export type CollectionBody = z.input<typeof collectionBodySchema>;

export const collectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderDetailSchema,
});

// ---------------------------------------------------------------- collected figures

export const collectionsQuerySchema = z.strictObject({
  /** First day (default: COLLECTIONS_DAYS_DEFAULT days before `to`). */
  from: day('from').optional(),
  /** Last day, included (default: today). At most COLLECTIONS_DAYS_MAX days in all. */
  to: day('to').optional(),
});

/** Cedis collected at the door by one staff member (who recorded it). */
export const staffCollectionSchema = z.object({
  staffId: z.string().nullable(),
  name: z.string(),
  cash: z.number(),
  momo: z.number(),
  /** Orders collected. */
  orders: z.number().int(),
});

export const collectionsResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** Every day from `from` to `to`, oldest first, quiet days as zero. */
  days: z.array(
    z.object({
      date: z.string(),
      /** Collected that day, by the day it was recorded. */
      cash: z.number(),
      momo: z.number(),
      collectedOrders: z.number().int(),
      /** Refused at the door that day. */
      refusedOrders: z.number().int(),
      /** Orders that went out for delivery that day (In Truck) and are still To pay on delivery now. */
      stillOutOrders: z.number().int(),
      stillOut: z.number(),
      /** That day's collections per staff member, most first. */
      byStaff: z.array(staffCollectionSchema),
    }),
  ),
  /** The whole period per staff member, most first. */
  byStaff: z.array(staffCollectionSchema),
  /** The whole period per branch (the order's branch: the door's for deliveries, the counter's for pickups), most first. */
  byBranch: z
    .array(
      z.object({
        branchId: z.number().int().nullable(),
        name: z.string(),
        cash: z.number(),
        momo: z.number(),
        orders: z.number().int(),
      }),
    )
    .optional(),
  totals: z.object({
    cash: z.number(),
    momo: z.number(),
    collectedOrders: z.number().int(),
    refusedOrders: z.number().int(),
  }),
  /** Now: orders To pay on delivery that are out (In Truck, In Transit, or Delivered before the rider recorded it), and their amount. */
  stillOut: z.object({ orders: z.number().int(), amount: z.number() }),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** Query of the collected figures whose range is too long. */
export const COLLECTIONS_RANGE_MESSAGE = `from and to may be at most ${COLLECTIONS_DAYS_MAX} days apart, from first`;

// ---------------------------------------------------------------- delivery run

export const deliveryRunQuerySchema = z.strictObject({
  /** The day the orders went out for delivery (In Truck); default today. */
  date: day('date').optional(),
});

/** One stop of the run: every order that went out that day, prepaid ones with nothing to collect. */
export const deliveryRunStopSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  /** E.164, as stored; the sheet prints it with formatPhoneNumber. */
  phoneNumber: z.string(),
  /** Street, state and zip code, on one line. */
  address: z.string(),
  city: z.string(),
  itemCount: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  howPaid: z.string(),
  /** Cedis the rider collects (0 for a prepaid order or once recorded). */
  amountToCollect: z.number(),
  orderStatus: orderStatusSchema,
  /** The outcome at the door, once recorded. */
  outcome: z.enum(['collected', 'refused']).nullable(),
});
export type DeliveryRunStop = z.infer<typeof deliveryRunStopSchema>;

export const deliveryRunResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** By city, then order number. */
  stops: z.array(deliveryRunStopSchema),
  totals: z.object({
    orders: z.number().int(),
    /** Cedis still to collect on this run. */
    toCollect: z.number(),
    /** Cedis collected on this run's orders, by method. */
    collectedCash: z.number(),
    collectedMomo: z.number(),
  }),
});
export type DeliveryRunResponse = z.infer<typeof deliveryRunResponseSchema>;

/** The CSV's header row, in this order (amounts in GHS with 2 decimals). */
export const DELIVERY_RUN_CSV_COLUMNS = [
  'orderNumber',
  'name',
  'phone',
  'address',
  'city',
  'items',
  'payment',
  'amountToCollect',
  'orderStatus',
  'outcome',
] as const;
