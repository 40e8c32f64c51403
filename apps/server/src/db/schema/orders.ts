import {
  type CollectionMethod,
  type CollectionOutcome,
  currentPaymentMethod,
  type Fulfilment,
  ORDER_STATUSES,
  type PaymentStatus,
  type VerifiedPhoneRule,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { branches } from './branches';
import { products } from './catalogue';
import { timestamps } from './columns';
import { promotions } from './promotions';
import { productVariants } from './variants';

/** The database itself refuses a status outside the shared list, and the column is typed OrderStatus. */
/**
 * How the order is paid (PAYMENT_METHODS). Orders written before decision 0060 keep "paystack"
 * for paying online: it is read as "pay-online", so no row is rewritten and an old backup
 * restores as it was.
 */
const paymentMethodColumn = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (stored) => currentPaymentMethod(stored),
});

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number shoppers and staff speak of (KTG-1042, formatOrderNumber); in order of placing. */
    number: integer('number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** GhanaPost GPS (GA-123-4567), normalised by the order schema; empty when not given. */
    digitalAddress: text('digital_address').notNull().default(''),
    country: text('country').notNull(),
    /** E.164 (decision 0026); an older number that cannot be read as one is kept as typed and flagged below. */
    phoneNumber: text('phone_number').notNull(),
    /** True when phone_number could not be read as a mobile number: staff check it with the shopper. */
    phoneNumberUnreadable: boolean('phone_number_unreadable').notNull().default(false),
    /** False for the orders made before E.164, until the start-up backfill has read their number. */
    phoneNumberChecked: boolean('phone_number_checked').notNull().default(true),
    /**
     * The street and city with case, spaces and punctuation left out (deliveryAddressKey):
     * pay on delivery's limits count per address however it is written (decision 0044).
     */
    deliveryAddressKey: text('delivery_address_key'),
    paymentMethod: paymentMethodColumn('payment_method').notNull(),
    subtotalPesewas: integer('subtotal_pesewas').notNull(),
    shippingFeePesewas: integer('shipping_fee_pesewas').notNull(),
    totalPesewas: integer('total_pesewas').notNull(),
    /**
     * The promotion's discount (decision 0062): `discountPesewas` off the goods (spread over the
     * lines' `discountPesewas`), `deliveryDiscountPesewas` waived off delivery; the shipping fee
     * above is what is charged. total = subtotal - discount + shipping fee.
     */
    discountPesewas: integer('discount_pesewas').notNull().default(0),
    deliveryDiscountPesewas: integer('delivery_discount_pesewas').notNull().default(0),
    /** The code as the shop spells it (null: an automatic promotion, or none). */
    discountCode: text('discount_code'),
    discountDescription: text('discount_description'),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /**
     * What the order's refunds add up to (decision 0063), kept by a trigger on `refunds`; a check
     * keeps it within the total, so refunds never pass what was paid, whatever races.
     */
    refundedPesewas: integer('refunded_pesewas').notNull().default(0),
    /** One of PAYMENT_STATUSES (Pending, Paid, Expired, Refund pending, Refunded, and pay on delivery's four). */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    orderStatus: orderStatusEnum('order_status').notNull().default('Pending'),
    /** One payment makes at most one order. */
    paymentReference: text('payment_reference').notNull().unique(),
    cancelReason: text('cancel_reason'),
    /** Until when a pending order holds its stock; null once it is settled (and for orders made before holds). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** The provider's access code for the transaction the server initialised (the popup resumes it). */
    accessCode: text('access_code'),
    /** When the sweeper last claimed the order (asked the provider or retried a refund). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /** Set when the customer deletes the order: hidden from them, kept for staff. */
    hiddenByCustomerAt: timestamp('hidden_by_customer_at', { withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** When the order first went In Truck: the day of its delivery run (migration 0015). */
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true, mode: 'date' }),
    /** Pay on delivery's outcome at the door, recorded by staff (decision 0034). */
    collectionOutcome: text('collection_outcome').$type<CollectionOutcome>(),
    collectionMethod: text('collection_method').$type<CollectionMethod>(),
    collectedPesewas: integer('collected_pesewas'),
    momoTransactionId: text('momo_transaction_id'),
    collectionReason: text('collection_reason'),
    collectionRecordedAt: timestamp('collection_recorded_at', { withTimezone: true, mode: 'date' }),
    collectionRecordedBy: uuid('collection_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Where the order is filled (decisions 0068, 0069): its units were taken from this branch
     * and go back there; delivery orders at the branch filling deliveries when placed.
     */
    branchId: integer('branch_id')
      .references(() => branches.id)
      .default(sql`delivery_branch_id()`),
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('delivery'),
    /** A pickup's 6-digit code, sent when it is Ready for pickup; shown at the counter. */
    pickupCode: text('pickup_code'),
    /** Wrong codes tried at the counter; PICKUP_CODE_TRIES of them lock it until staff issue a new one. */
    pickupCodeFailures: integer('pickup_code_failures').notNull().default(0),
    pickupCodeLockedAt: timestamp('pickup_code_locked_at', { withTimezone: true, mode: 'date' }),
    readyForPickupAt: timestamp('ready_for_pickup_at', { withTimezone: true, mode: 'date' }),
    /** The one reminder before an uncollected pickup is cancelled. */
    pickupRemindedAt: timestamp('pickup_reminded_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_idx').on(table.orderStatus),
    index('orders_payment_status_idx').on(table.paymentStatus),
    /** Never two live pending checkouts per account. */
    /** The orders the phone backfill has still to read (migration 0012). */
    index('orders_phone_unchecked_idx').on(table.id).where(sql`${table.phoneNumberChecked} = false`),
    uniqueIndex('orders_one_pending_per_user')
      .on(table.userId)
      .where(sql`${table.paymentStatus} = 'Pending'`),
    index('orders_open_on_delivery_idx')
      .on(table.userId)
      .where(sql`${table.paymentStatus} = 'To pay on delivery'`),
    index('orders_open_on_delivery_phone_idx')
      .on(table.phoneNumber)
      .where(sql`${table.paymentStatus} = 'To pay on delivery'`),
    index('orders_open_on_delivery_address_idx')
      .on(table.deliveryAddressKey)
      .where(sql`${table.paymentStatus} = 'To pay on delivery'`),
    index('orders_out_for_delivery_idx')
      .on(table.outForDeliveryAt)
      .where(sql`${table.outForDeliveryAt} is not null`),
    index('orders_collection_recorded_idx')
      .on(table.collectionRecordedAt)
      .where(sql`${table.collectionRecordedAt} is not null`),
    /** The review asker's walk (decision 0064): delivered orders by when they were delivered. */
    index('orders_delivered_idx').on(table.statusChangedAt).where(sql`${table.orderStatus} = 'Delivered'`),
    index('orders_pickups_waiting_idx').on(table.readyForPickupAt).where(sql`${table.fulfilment} = 'pickup'`),
    index('orders_promotion_idx').on(table.promotionId).where(sql`${table.promotionId} is not null`),
  ],
);

/** The owner's payment settings (pay on delivery, decision 0034): one JSON row, id 1. */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<StoredPaymentSettings>().notNull(),
  ...timestamps,
});

/** As stored: money in pesewas, as every table keeps it. */
export interface StoredPaymentSettings {
  payOnDelivery: {
    enabled: boolean;
    cities: string[];
    maxOrderTotalPesewas: number;
    verifiedPhone: VerifiedPhoneRule;
    openOrdersPerAccount: number;
  };
}

/** A snapshot of what was bought, so an order reads the same after the product changes or goes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant bought (decision 0036): its stock is held, taken and returned; null once it is removed. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant as bought: its id, SKU and choice, kept when the variant changes or goes. */
    variantPublicId: uuid('variant_public_id'),
    variantSku: text('variant_sku').notNull().default(''),
    /** `json`, not `jsonb`: the keys keep the options' order ("256GB, Blue", not "Blue, 256GB"). */
    variantOptions: json('variant_options').$type<Record<string, string>>().notNull().default({}),
    name: text('name').notNull(),
    unitPricePesewas: integer('unit_price_pesewas').notNull(),
    /** The regular price when the line was bought on sale; null when it was not. */
    regularUnitPricePesewas: integer('regular_unit_price_pesewas'),
    /** The line's share of the order's discount (all its units together). */
    discountPesewas: integer('discount_pesewas').notNull().default(0),
    image: text('image'),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_variant_idx').on(table.variantId),
  ],
);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  provider: text('provider').notNull(),
  amountPesewas: integer('amount_pesewas').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  channel: text('channel'),
  customerEmail: text('customer_email'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The provider's whole verification answer, for staff and disputes. */
  raw: jsonb('raw').$type<unknown>(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  /** When the provider accepted the refund of this payment. */
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** Transactions of the built-in test provider, which stands in for Paystack without keys. */
export const testPaymentTransactions = pgTable('test_payment_transactions', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  email: text('email').notNull(),
  amountPesewas: integer('amount_pesewas').notNull(),
  /** initialized, then success or abandoned (the dialog's outcome), reversed once refunded. */
  status: text('status').notNull(),
  /** The code the dialog pays with; null for transactions recorded before the server started them. */
  accessCode: text('access_code').unique(),
  /** The account whose checkout started the transaction: only it may pay it. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  /** What partial refunds have paid back so far (a whole refund sets status reversed). */
  refundedPesewas: integer('refunded_pesewas').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
