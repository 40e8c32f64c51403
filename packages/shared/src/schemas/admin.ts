/**
 * The contract of the staff-only API under /api/admin. Every call needs a staff bearer token:
 * no token 401, a customer's token 403. Errors are `{success:false, message}`; a 400 names the
 * field. Money is cedis with at most 2 decimals, as everywhere on the wire. Which route takes
 * and answers which of these schemas is the server's to say: docs/api-routes.md lists every
 * call, generated from the OpenAPI document (`npm run docs:routes`), so no list is kept here.
 */
import { z } from 'zod';
import { CATALOGUE_LIST_NAME_MAX } from '../catalogue-lists-texts';
import { DEFAULT_HERO_CTA, DELIVERY_FEE_MAX, ORDER_STATUSES } from '../constants';
import { SOUND_SYSTEM_OPTIONS } from '../filters';
import { FULFILMENTS } from '../pickup';
import { WARRANTY_MONTHS_MAX } from '../serial-defaults';
import { cedis, imageUrl, PRODUCT_PRICE_MAX, requiredLine, requiredText, wholeNumber } from './admin-fields';
import { productSchema, storeInfoSchema } from './catalogue';
import { oneLine } from './one-line';
import {
  collectionRecordSchema,
  invoiceReferenceSchema,
  orderStatusSchema,
  soldUnitReferenceSchema,
  staffStatusBodySchema,
} from './orders';
import { variantReferenceSchema } from './variants';

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const PRODUCT_IMAGES_MAX = 10;
export { PRODUCT_PRICE_MAX } from './admin-fields';
export const PRODUCT_STOCK_MAX = 1_000_000;
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_PRODUCTS = 5;

// ---------------------------------------------------------------- building blocks

/** A value outside the list is named, so an import's row says which cell to fix. */
const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.trim() !== ''
        ? `${label} "${issue.input}" is unknown: it must be one of: ${values.join(', ')}`
        : `${label} must be one of: ${values.join(', ')}`,
  });

/** A link inside the shop (/products) or an http(s) URL. */
const linkUrl = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500, 'Link may be at most 500 characters')
  .refine((value) => /^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value), {
    message: 'Link must be a path like /products or an http(s) URL',
  });

/** Query parameters arrive as text. */
const integerText = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );

/** `?category=` from an emptied select means "any", not a bad value. */
const optionalParameter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const searchText = z.string().trim().max(100, 'q must be at most 100 characters');

const pagingQuery = {
  page: integerText('page', 1, 100_000).optional(),
  limit: integerText('limit', 1, ADMIN_PAGE_SIZE_MAX).optional(),
};

const paging = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

/** Path parameter of numeric ids (products, heroes, delivery fees). */
export const numericIdParamsSchema = z.strictObject({ id: integerText('id', 1, 2_147_483_647) });
/** Path parameter of uuid ids (orders, customers). */
export const uuidParamsSchema = z.strictObject({ id: z.uuid('id must be a valid id') });

export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

// ---------------------------------------------------------------- products

/**
 * Every field of the Product entity, as staff edit it. PUT sends the whole product again.
 * `price` and `stock` are the default variant's: a product with several variants takes
 * them from its variants grid (admin-variants.ts), and ignores these two. The count of
 * reviews is not staff's to type: the database counts the published ones (decision 0064), so a
 * body that still sends `reviews` is refused as an unknown field.
 */
export const adminProductBodySchema = z.strictObject({
  name: requiredLine('Name', 200),
  price: cedis('Price', PRODUCT_PRICE_MAX),
  // Lists staff edit (decision 0053): the server checks each name against its table.
  category: requiredLine('Category', CATALOGUE_LIST_NAME_MAX),
  subcategory: requiredLine('Subcategory', CATALOGUE_LIST_NAME_MAX),
  brand: requiredLine('Brand', CATALOGUE_LIST_NAME_MAX),
  soundSystem: oneOf('soundSystem', SOUND_SYSTEM_OPTIONS).nullable().default(null),
  description: requiredText('Description', 5000),
  info: z
    .array(requiredLine('Each info line', 300), { error: 'info must be a list of lines' })
    .max(30, 'info may have at most 30 lines')
    .default([]),
  TopSellingProduct: z.boolean({ error: 'TopSellingProduct must be true or false' }).default(false),
  collection: z.boolean({ error: 'collection must be true or false' }).default(false),
  stock: wholeNumber('Stock', PRODUCT_STOCK_MAX).default(0),
  image: z
    .array(imageUrl, { error: 'image must be a list of image URLs' })
    .min(1, 'Add at least one image')
    .max(PRODUCT_IMAGES_MAX, `image may hold at most ${PRODUCT_IMAGES_MAX} pictures`),
  // Serials and warranty (decision 0061): left out, a new product takes its category's
  // (serialDefaultsOf) and a saved one keeps its own.
  tracksSerials: z.boolean({ error: 'tracksSerials must be true or false' }).optional(),
  warrantyMonths: wholeNumber('Warranty', WARRANTY_MONTHS_MAX).optional(),
});
/** What a form sends (defaults optional). */
export type AdminProductBody = z.input<typeof adminProductBodySchema>;
/** What the server works with after parsing. */
export type AdminProductInput = z.output<typeof adminProductBodySchema>;

export const productFlagsBodySchema = z
  .strictObject({
    TopSellingProduct: z.boolean({ error: 'TopSellingProduct must be true or false' }).optional(),
    collection: z.boolean({ error: 'collection must be true or false' }).optional(),
  })
  .refine((value) => value.TopSellingProduct !== undefined || value.collection !== undefined, {
    message: 'Send TopSellingProduct or collection',
  });
export type ProductFlagsBody = z.infer<typeof productFlagsBodySchema>;

export const productStockBodySchema = z.strictObject({ stock: wholeNumber('Stock', PRODUCT_STOCK_MAX) });
export type ProductStockBody = z.infer<typeof productStockBodySchema>;

export const adminProductListQuerySchema = z.strictObject({
  ...pagingQuery,
  q: searchText.optional(),
  category: optionalParameter(
    oneLine(
      z
        .string()
        .trim()
        .max(CATALOGUE_LIST_NAME_MAX, `category may be at most ${CATALOGUE_LIST_NAME_MAX} characters`),
      'category',
    ),
  ),
  includeArchived: optionalParameter(
    z
      .enum(['true', 'false'], { error: () => 'includeArchived must be true or false' })
      .transform((value) => value === 'true'),
  ),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** A product as staff see it: the public shape plus its archive state and dates. */
export const adminProductSchema = productSchema.extend({
  /** Staff record a serial per unit sold before it goes In Truck (decision 0061). */
  tracksSerials: z.boolean(),
  /** Each unit's warranty from the day it leaves the shop; 0 for none. */
  warrantyMonths: z.number().int(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductSchema),
  ...paging,
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const adminProductResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  product: adminProductSchema,
});
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** A product in past orders is archived (hidden from the shop, kept for the orders); otherwise deleted. */
export const productDeleteResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type ProductDeleteResponse = z.infer<typeof productDeleteResponseSchema>;

// ---------------------------------------------------------------- uploads

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  /** Web size: WebP, at most 1200 px on the longer side. */
  url: z.string(),
  /** Thumbnail: WebP, at most 400 px on the longer side. */
  thumbnailUrl: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// ---------------------------------------------------------------- heroes

export const heroBodySchema = z.strictObject({
  title: requiredLine('Title', 200),
  link: linkUrl,
  cta: oneLine(
    z.string({ error: 'cta must be text' }).trim().max(40, 'cta may be at most 40 characters'),
    'cta',
  )
    .default(DEFAULT_HERO_CTA)
    .transform((value) => value || DEFAULT_HERO_CTA),
  image: z
    .array(imageUrl, { error: 'image must be a list of image URLs' })
    .min(1, 'Add at least one image')
    .max(PRODUCT_IMAGES_MAX, `image may hold at most ${PRODUCT_IMAGES_MAX} pictures`),
  /** The carousel's order, smallest first. */
  position: wholeNumber('Position', 10_000).default(0),
});
export type HeroBody = z.input<typeof heroBodySchema>;

export const adminHeroSchema = z.object({
  id: z.number().int(),
  image: z.array(z.string()),
  title: z.string(),
  link: z.string(),
  cta: z.string(),
  position: z.number().int(),
});
export type AdminHero = z.infer<typeof adminHeroSchema>;

export const adminHeroListResponseSchema = z.object({
  success: z.literal(true),
  heroes: z.array(adminHeroSchema),
});
export const adminHeroResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  hero: adminHeroSchema,
});

// ---------------------------------------------------------------- delivery fees

export const deliveryFeeBodySchema = z.strictObject({
  city: requiredLine('City', 80),
  fee: cedis('Fee', DELIVERY_FEE_MAX),
});
export type DeliveryFeeBody = z.infer<typeof deliveryFeeBodySchema>;

export const adminDeliveryFeeSchema = z.object({ id: z.number().int(), city: z.string(), fee: z.number() });
export type AdminDeliveryFee = z.infer<typeof adminDeliveryFeeSchema>;
export const adminDeliveryFeeListResponseSchema = z.object({
  success: z.literal(true),
  deliveryFees: z.array(adminDeliveryFeeSchema),
});
export const adminDeliveryFeeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  deliveryFee: adminDeliveryFeeSchema,
});

// ---------------------------------------------------------------- store info

/**
 * The whole store info object; every field is checked (see storeInfoSchema), and the short
 * ones (titles, offers, phone, location) stay on one line.
 */
export const storeInfoBodySchema = storeInfoSchema.extend({
  whyChooseUs: z
    .array(
      z.object({
        title: oneLine(z.string().min(1, 'Each reason needs a title'), 'Each reason title'),
        description: z.string().min(1, 'Each reason needs a description'),
      }),
    )
    .min(1, 'Add at least one reason'),
  whatWeOffer: z
    .array(oneLine(z.string().min(1, 'An offer cannot be empty'), 'Each offer'))
    .min(1, 'Add at least one offer'),
  contact: z.object({
    phone: oneLine(z.string().min(1, 'Phone is required'), 'Phone'),
    email: z.email('Enter a valid email'),
    location: oneLine(z.string().min(1, 'Location is required'), 'Location'),
  }),
});
export const adminStoreInfoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  info: storeInfoSchema.nullable(),
});

// ---------------------------------------------------------------- orders

export const adminOrderListQuerySchema = z.strictObject({
  ...pagingQuery,
  status: optionalParameter(oneOf('status', ORDER_STATUSES)),
  /** Customer first or last name, email or payment reference (contains, any case). */
  q: searchText.optional(),
  /** Delivery or pickup orders only (decision 0069). */
  fulfilment: optionalParameter(oneOf('fulfilment', FULFILMENTS)),
  /** One branch's orders only: the branch id. */
  branch: optionalParameter(integerText('branch', 1, 2_147_483_647)),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: orderStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  city: z.string(),
  itemCount: z.number().int(),
  total: z.number(),
  paymentStatus: z.string(),
  paymentReference: z.string(),
  /** The customer deleted it from their list; staff still see it. */
  hiddenByCustomer: z.boolean(),
  // Pay on delivery (decision 0034); optional for older answers, always sent by this server.
  /** "pay-online" or "pay-on-delivery" (PAYMENT_METHODS). */
  paymentMethod: z.string().optional(),
  /** howOrderIsPaid: one line for the list. */
  howPaid: z.string().optional(),
  /** Cedis the rider collects: the total while To pay on delivery, 0 otherwise. */
  amountToCollect: z.number().optional(),
  /** Delivered to the address or picked up at a branch (decision 0069). */
  fulfilment: z.enum(FULFILMENTS).optional(),
  /** The branch the order is filled at (its pickup branch for a pickup). */
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderSummarySchema),
  ...paging,
});

/** An order line as bought: the snapshot, and the product id when the product still exists. */
export const adminOrderItemSchema = z.object({
  _id: z.string(),
  productId: z.number().int().nullable(),
  /** The variant as bought: variantDisplayName(name, variant.options). */
  variant: variantReferenceSchema,
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** The product records a serial per unit (decision 0061): In Truck asks for them. */
  tracksSerials: z.boolean().optional(),
  /** The serials recorded for this line's units, with each warranty's last day. */
  serials: z.array(soldUnitReferenceSchema).optional(),
});

export const adminPaymentSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  channel: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The provider's verification answer, as it came. */
  raw: z.unknown(),
});

/**
 * One reason pay on delivery is refused (decision 0044): the account's refused deliveries, or
 * those to a phone or an address on any account. `label` is the phone or address as staff read it.
 */
export const payOnDeliveryBlockSchema = z.object({
  kind: z.enum(['account', 'phone', 'address']),
  label: z.string(),
  refusedDeliveries: z.number().int(),
});
export type PayOnDeliveryBlock = z.infer<typeof payOnDeliveryBlockSchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  street: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** GhanaPost GPS (GA-123-4567), or empty: the shopper's digital address. */
  digitalAddress: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  /** The number is the customer's, verified by an SMS code (decision 0026). */
  phoneVerified: z.boolean(),
  /** An order from before E.164 whose number could not be read as a mobile number: kept as typed. */
  phoneUnreadable: z.boolean(),
  /** The customer's "Text me about my orders". */
  orderTexts: z.boolean(),
  paymentMethod: z.string(),
  items: z.array(adminOrderItemSchema),
  subtotal: z.number(),
  shippingFee: z.number(),
  cancelReason: z.string().nullable(),
  statusChangedAt: z.string(),
  /** The first time it went out (In Truck): the day of its delivery run; the order's history shows it. */
  outForDeliveryAt: z.string().nullable().optional(),
  hiddenByCustomerAt: z.string().nullable(),
  payment: adminPaymentSchema.nullable(),
  /** The outcome at the door (pay on delivery), once recorded, and who recorded it. */
  collection: collectionRecordSchema
    .extend({ recordedBy: z.object({ id: z.string(), name: z.string() }).nullable() })
    .nullable()
    .optional(),
  /** Why this order's account, phone or address may not pay on delivery now (decision 0044). */
  payOnDeliveryBlocks: z.array(payOnDeliveryBlockSchema).optional(),
  /** The status moves staff may make now (staffStatusMovesOf). */
  staffMoves: z.array(orderStatusSchema).optional(),
  /** The order's invoice once payment settled (decision 0061): staff download its PDF. */
  invoice: invoiceReferenceSchema.nullable().optional(),
  /** A pickup's counter (decision 0069): when it was ready, until when it is held, the code's tries. */
  counter: z
    .object({
      readyForPickupAt: z.string().nullable(),
      holdUntil: z.string().nullable(),
      triesLeft: z.number().int(),
      locked: z.boolean(),
    })
    .optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  order: adminOrderDetailSchema,
});

/** A serial as typed or scanned; checked with serialProblem after normaliseSerial. */
const typedSerial = z
  .string({ error: 'Each serial must be text' })
  .max(64, 'A serial may be at most 64 characters');

/**
 * PATCH /api/admin/orders/:id/status: the move, and for In Truck the serial of each unit of
 * the lines whose product records serials, by order line id (decision 0061).
 */
export const adminOrderStatusBodySchema = staffStatusBodySchema.extend({
  serials: z
    .record(z.uuid('serials must be keyed by order line id'), z.array(typedSerial).max(1000))
    .optional(),
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;

// ---------------------------------------------------------------- customers

export const adminCustomerListQuerySchema = z.strictObject({ ...pagingQuery, q: searchText.optional() });

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** The first account `admin:create` made: the only one that gives or removes staff access. */
  isOwner: z.boolean(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  /** Cedis of paid orders that were not cancelled. */
  totalSpent: z.number(),
  /** The account's mobile number (E.164), verified or not, and its "Text me about my orders". */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  orderTexts: z.boolean(),
  /** Where the order updates go when on: by SMS, or by WhatsApp, the customer's choice (decision 0066). */
  orderUpdatesChannel: z.enum(['sms', 'whatsapp']),
  /** Deliveries refused at the door since pay on delivery was last restored (decision 0034). */
  refusedDeliveries: z.number().int().optional(),
  /** Pay on delivery is refused for the account until staff restore it (REFUSED_DELIVERIES_LIMIT). */
  payOnDeliveryBlocked: z.boolean().optional(),
  /** What takes pay on delivery away: the account, its phone or an address it delivers to (decision 0044). */
  payOnDeliveryBlocks: z.array(payOnDeliveryBlockSchema).optional(),
  /** The branch a staff member works at (decision 0069): its pickups come first on their orders page. */
  branchId: z.number().int().nullable().optional(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListResponseSchema = z.object({
  success: z.literal(true),
  customers: z.array(adminCustomerSchema),
  ...paging,
});
export const customerStaffBodySchema = z.strictObject({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});
export const adminCustomerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  customer: adminCustomerSchema,
});

// ---------------------------------------------------------------- contact messages and newsletter

export const adminListQuerySchema = z.strictObject({ ...pagingQuery });

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export const adminContactMessageListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(adminContactMessageSchema),
  ...paging,
});

// The outbox's schemas are in admin-outbox.ts.

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
});
export const adminSubscriberListResponseSchema = z.object({
  success: z.literal(true),
  subscribers: z.array(adminSubscriberSchema),
  ...paging,
});

// ---------------------------------------------------------------- dashboard

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  /** The last 30 days (UTC, which is Ghana's time), oldest first, every day present. Cancelled orders are left out. */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  statusCounts: z.record(orderStatusSchema, z.number().int()),
  /** Top 5 variants by units sold in orders that were not cancelled. */
  topProducts: z.array(
    z.object({
      productId: z.number().int().nullable(),
      /** The product's name; variantDisplayName(name, variant.options) names the line. */
      name: z.string(),
      variant: variantReferenceSchema,
      image: z.string().nullable(),
      unitsSold: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /**
   * The automatic backups (BACKUP_DIR): when the last good one finished and its size, and
   * the last failure when it came after it; `automatic` false when BACKUP_DIR is not set.
   */
  backup: z
    .object({
      /** BACKUP_DIR is set: the shop takes automatic backups (the card warns when not). */
      automatic: z.boolean(),
      lastAt: z.string().nullable(),
      bytes: z.number().int().nullable(),
      file: z.string().nullable(),
      failedAt: z.string().nullable(),
      error: z.string().nullable(),
    })
    .optional(),
  /** Variants of live products with fewer than LOW_STOCK_THRESHOLD left, fewest first. */
  lowStock: z.array(
    z.object({
      /** The product's id (its page and its variants grid). */
      id: z.number().int(),
      /** The product's name; variantDisplayName(name, variant.options) names the line. */
      name: z.string(),
      variant: variantReferenceSchema,
      stock: z.number().int(),
      image: z.string().nullable(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
