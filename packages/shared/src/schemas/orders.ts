import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { COUNTRIES } from '../countries';
import { digitalAddressSchema } from '../digital-address';
import { COLLECTION_METHODS, COLLECTION_OUTCOMES, LEGACY_PAY_ONLINE, PAY_ONLINE } from '../pay-on-delivery';
import { FULFILMENTS } from '../pickup';
import { PICKUP_MESSAGES } from '../pickup-texts';
import { SOLD_UNIT_STATES } from '../serial-numbers';
import { productSchema } from './catalogue';
import { marketingChoiceSchema } from './marketing-consent';
import { oneLine } from './one-line';
import { pickupBranchSchema } from './pickup';
import { discountSummarySchema } from './promotions';
import { variantReferenceSchema } from './variants';

/** Paystack: letters, digits, "-", "." and "=". */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{6,100}$/;
export const paymentReferenceSchema = z
  .string({ error: 'reference is required' })
  .trim()
  .regex(PAYMENT_REFERENCE_PATTERN, 'reference may hold only letters, digits, "-", "." and "=" (6 to 100)');

/** The delivery details are one-line fields: each is a line of the address staff print. */
const required = (label: string, max = 200) =>
  oneLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} is too long`),
    label,
  );
const optionalText = (label: string, max = 200) =>
  oneLine(z.string().trim().max(max), label).optional().default('');
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nonnegative(`${label} cannot be negative`)
    .max(100_000_000);

/**
 * The order entity on creation (docs/product/api.md), before the rule that ties the address to
 * the fulfilment (createOrderBodySchema): the start's body extends this object.
 */
export const createOrderBodyObject = z.strictObject({
  firstName: required('firstName', 80),
  lastName: required('lastName', 80),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('email must be a valid email address')),
  // Required for a delivery, not for a pickup (requireAddressOrBranch).
  street: optionalText('street'),
  city: optionalText('city', 80),
  state: optionalText('state', 80),
  zipCode: optionalText('zipCode', 20),
  digitalAddress: digitalAddressSchema,
  country: z.enum(COUNTRIES as [string, ...string[]], {
    error: () => `country must be one of: ${COUNTRIES.join(', ')}`,
  }),
  phoneNumber: required('phoneNumber', 30),
  // Create settles an order paid online; an old client's "paystack" says the same (decision 0060).
  paymentMethod: z
    .enum([PAY_ONLINE, LEGACY_PAY_ONLINE], { error: () => `paymentMethod must be "${PAY_ONLINE}"` })
    .transform(() => PAY_ONLINE),
  items: z
    .array(
      z.strictObject({
        productId: z.union([z.string().max(64), z.number().int()]),
        variantId: z.string().max(64).optional(),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .max(200)
    .optional(),
  subtotal: money('subtotal'),
  shippingFee: money('shippingFee'),
  total: money('total'),
  paymentStatus: z.string().max(40).optional(),
  paymentReference: paymentReferenceSchema,
  /** The boxes of marketing consent ticked on /order (decision 0065, source 'checkout'); absent changes nothing. */
  marketing: marketingChoiceSchema,
  /** Delivered to the address, or picked up at `pickupBranchId` free of delivery fees (decision 0069). */
  fulfilment: z
    .enum(FULFILMENTS, { error: () => `fulfilment must be one of: ${FULFILMENTS.join(', ')}` })
    .default('delivery'),
  pickupBranchId: z.number({ error: 'pickupBranchId must be a number' }).int().positive().optional(),
});

/**
 * A delivery needs its street and city; a pickup needs its branch instead (name, e-mail and
 * phone are required either way).
 */
export function requireAddressOrBranch(
  body: { fulfilment: string; street: string; city: string; pickupBranchId?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (body.fulfilment === 'pickup') {
    if (body.pickupBranchId === undefined) {
      context.addIssue({ code: 'custom', path: ['pickupBranchId'], message: PICKUP_MESSAGES.branchRequired });
    }
    return;
  }
  if (body.street === '')
    context.addIssue({ code: 'custom', path: ['street'], message: 'street is required' });
  if (body.city === '') context.addIssue({ code: 'custom', path: ['city'], message: 'city is required' });
}

export const createOrderBodySchema = createOrderBodyObject.superRefine(requireAddressOrBranch);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** One unit sold, as its order shows it. */
export const soldUnitReferenceSchema = z.object({
  serial: z.string(),
  warrantyUntil: z.string(),
  state: z.enum(SOLD_UNIT_STATES),
});
export type SoldUnitReference = z.infer<typeof soldUnitReferenceSchema>;

/** How a tax-inclusive total splits (splitTaxInclusive), in cedis; rates in percent. */
export const taxBreakdownSchema = z.object({
  taxableValue: z.number(),
  levies: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number() })),
  vat: z.object({ rate: z.number(), amount: z.number() }),
  /** Delivery left outside the tax (the owner's setting), else 0. */
  untaxedDelivery: z.number(),
});
export type TaxBreakdown = z.infer<typeof taxBreakdownSchema>;

/** The order's invoice, once payment settled (decision 0061). */
export const invoiceReferenceSchema = z.object({
  /** INV-000001 (formatInvoiceNumber). */
  number: z.string(),
  issuedAt: z.string(),
});
export type InvoiceReference = z.infer<typeof invoiceReferenceSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  productId: productSchema,
  /** The variant as bought (a snapshot, like name and price): variantDisplayName(name, variant.options). */
  variant: variantReferenceSchema,
  quantity: z.number().int(),
  name: z.string(),
  /** The unit price paid (the sale price when bought on sale). */
  price: z.number(),
  /** The regular unit price when the line was bought on sale (decision 0062); absent otherwise. */
  regularPrice: z.number().optional(),
  /** The line's share of the order's discount, all its units together (0 without one). */
  discount: z.number().optional(),
  image: z.string().nullable(),
  /**
   * The serials recorded for this line's units (decision 0061), each with the last day of its
   * warranty (YYYY-MM-DD); empty until the order leaves the shop. Optional for older answers.
   */
  serials: z.array(soldUnitReferenceSchema).optional(),
});

/** What staff recorded at the door for an order to pay on delivery (decision 0034). */
export const collectionRecordSchema = z.object({
  outcome: z.enum(COLLECTION_OUTCOMES),
  /** Collected: cash or momo; null when refused. */
  method: z.enum(COLLECTION_METHODS).nullable(),
  /** Collected: cedis, the order's total; null when refused. */
  amount: z.number().nullable(),
  momoTransactionId: z.string().nullable(),
  /** Refused: why. */
  reason: z.string().nullable(),
  recordedAt: z.string(),
});
export type CollectionRecord = z.infer<typeof collectionRecordSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** KTG-1042 (formatOrderNumber): what the shopper and the staff call the order. */
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: orderStatusSchema,
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  paymentStatus: z.string(),
  paymentReference: z.string(),
  paymentMethod: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** GhanaPost GPS (GA-123-4567), or empty. Optional in the schema for older answers. */
  digitalAddress: z.string().optional(),
  country: z.string(),
  phoneNumber: z.string(),
  /** Why staff cancelled the order; null otherwise. */
  cancelReason: z.string().nullable().optional(),
  // Pay on delivery (decision 0034). Optional in the schema for older answers; this server always sends them.
  /** How the order is paid, one line in the shop's words (howOrderIsPaid). */
  howPaid: z.string().optional(),
  /** Cedis the rider collects at the door: the total while To pay on delivery, 0 otherwise. */
  amountToCollect: z.number().optional(),
  /** The shopper may still pay online instead (To pay on delivery, not yet In Truck): POST /api/orders/:id/pay-now. */
  canPayNow: z.boolean().optional(),
  /** The outcome at the door, once recorded. */
  collection: collectionRecordSchema.nullable().optional(),
  // Taxes and invoices (decision 0061). Optional in the schema for older answers; this server always sends them.
  /** The tax lines of a VAT-registered shop (the invoice's once issued); null when the shop is not registered. */
  tax: taxBreakdownSchema.nullable().optional(),
  /** The invoice, once payment settled; null before. */
  invoice: invoiceReferenceSchema.nullable().optional(),
  /**
   * The order's promotion (decision 0062): `amount` off the goods, `deliveryAmount` waived off
   * delivery; total = subtotal - discount.amount + shippingFee. Null without one.
   */
  discount: discountSummarySchema.nullable().optional(),
  // Pickup at a branch (decision 0069). Optional in the schema for older answers; this server always sends them.
  /** Delivered to the address, or picked up at `branch`. */
  fulfilment: z.enum(FULFILMENTS).optional(),
  /** The branch that fills the order: where a pickup is collected; null for a delivery. */
  branch: pickupBranchSchema.nullable().optional(),
  /** The 6-digit code to show at the counter: to the order's owner and staff, only while Ready for pickup; null otherwise. */
  pickupCode: z.string().nullable().optional(),
  /** When staff marked the pickup ready (ISO 8601); null before. */
  readyForPickupAt: z.string().nullable().optional(),
  /** Five wrong codes were tried: staff must issue a new one. */
  pickupCodeLocked: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderResponseSchema = z.object({ success: z.literal(true), order: orderSchema });
export const orderListResponseSchema = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
export const staffStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
/** DELETE /api/orders/:id: the order is hidden from the shopper's list; nothing else to say. */
export const hideOrderResponseSchema = z.object({ success: z.literal(true) });
/** `{success:true, message}`: confirm delivery, logout. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const confirmDeliveryBodySchema = z.strictObject({
  id: z.string({ error: 'id is required' }).trim().min(1).max(64),
});
export const staffStatusBodySchema = z.strictObject({
  status: orderStatusSchema,
  reason: z.string().trim().max(500).optional(),
});
