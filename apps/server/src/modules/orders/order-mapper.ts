import {
  type CollectionRecord,
  type DiscountSummary,
  formatInvoiceNumber,
  formatOrderNumber,
  howOrderIsPaid,
  type Order,
  PAY_NOW_ORDER_STATUSES,
  type PickupBranch,
  type Product,
  type SoldUnitReference,
  type StoredTaxSettings,
  toCedis,
  type VariantReference,
} from '@shop/shared';
import type { orderItems, orders } from '../../db/schema';
import { type CatalogueProduct, toProduct } from '../catalogue';
import type { IssuedInvoice } from '../invoices';
import { taxOfTotal, toTaxBreakdown } from '../taxes';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderItemWithProduct {
  item: OrderItemRow;
  product: CatalogueProduct | null;
}

/** The variant an order line holds, as bought (its snapshot): the line of a removed product has none left. */
export function variantOfLine(item: OrderItemRow): VariantReference {
  return { _id: item.variantPublicId ?? '', sku: item.variantSku, options: item.variantOptions };
}

/**
 * The product of an order line. A product still on sale is shown as it is now; one that
 * was archived or deleted is rebuilt from the line's snapshot, so the order reads as bought.
 */
function itemProduct({ item, product }: OrderItemWithProduct): Product {
  if (product && !product.archivedAt) return toProduct(product);
  const snapshot = {
    name: item.name,
    price: toCedis(item.unitPricePesewas),
    image: item.image ? [item.image] : [],
    stock: 0,
    options: [],
    variants: [],
  };
  // Archived: not for sale, so no variant to choose either; the line's own `variant` says what was bought.
  if (product) return { ...toProduct(product), ...snapshot };
  // Deleted: no id to link to; 0 and "" lead the storefront to its not-found page.
  return {
    id: 0,
    _id: '',
    ...snapshot,
    category: '',
    subcategory: '',
    brand: '',
    soundSystem: null,
    description: '',
    info: [],
    reviews: 0,
    rating: null,
    TopSellingProduct: false,
    collection: false,
  };
}

/** Cedis the rider collects at the door: the total while the order is To pay on delivery. */
export function amountToCollectPesewas(row: Pick<OrderRow, 'paymentStatus' | 'totalPesewas'>): number {
  return row.paymentStatus === 'To pay on delivery' ? row.totalPesewas : 0;
}

/** The outcome at the door as recorded, or null before it is. */
export function collectionOf(row: OrderRow): CollectionRecord | null {
  if (!row.collectionOutcome || !row.collectionRecordedAt) return null;
  return {
    outcome: row.collectionOutcome,
    method: row.collectionMethod,
    amount: row.collectedPesewas === null ? null : toCedis(row.collectedPesewas),
    momoTransactionId: row.momoTransactionId,
    reason: row.collectionReason,
    recordedAt: row.collectionRecordedAt.toISOString(),
  };
}

/** How the order is paid, in the shop's words (howOrderIsPaid). */
export function howPaidOf(row: OrderRow): string {
  return howOrderIsPaid({
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    total: toCedis(row.totalPesewas),
    collection: { method: row.collectionMethod },
    fulfilment: row.fulfilment,
  });
}

/** An order to pay on delivery that the shopper may still pay online instead (until In Truck). */
export function canPayNow(row: Pick<OrderRow, 'paymentStatus' | 'orderStatus'>): boolean {
  return row.paymentStatus === 'To pay on delivery' && PAY_NOW_ORDER_STATUSES.includes(row.orderStatus);
}

/** What an order answer reads beside its row and lines (decision 0061). */
export interface OrderPaperwork {
  /** The order's invoice, once issued: its tax lines are the order's from then on. */
  invoice: IssuedInvoice | undefined;
  /** The serials recorded per order line id. */
  serialsByLine: Map<string, SoldUnitReference[]>;
  /** The shop's tax settings now: the tax lines of an order without an invoice yet. */
  taxSettings: StoredTaxSettings;
  /** A pickup's branch (decision 0069); undefined for a delivery. */
  branch?: PickupBranch | undefined;
}

/**
 * The pickup code, to the order's owner and staff (the only ones an order answer goes to),
 * only while the order waits at the counter: before, there is none; after, it is spent.
 */
export function visiblePickupCode(row: Pick<OrderRow, 'orderStatus' | 'pickupCode'>): string | null {
  return row.orderStatus === 'Ready for pickup' ? row.pickupCode : null;
}

/** The tax lines: the invoice's as issued, else the total split under today's settings. */
function taxOf(row: OrderRow, paperwork: OrderPaperwork) {
  const tax = paperwork.invoice
    ? paperwork.invoice.document.tax
    : taxOfTotal(paperwork.taxSettings, row.totalPesewas, row.shippingFeePesewas);
  return tax ? toTaxBreakdown(tax) : null;
}

/** The order's promotion as it was placed (decision 0062), or null without one. */
export function discountOf(row: OrderRow): DiscountSummary | null {
  if (row.discountDescription === null) return null;
  return {
    code: row.discountCode,
    description: row.discountDescription,
    amount: toCedis(row.discountPesewas),
    freeDelivery: row.deliveryDiscountPesewas > 0,
    deliveryAmount: toCedis(row.deliveryDiscountPesewas),
  };
}

/** The API's order shape (orderSchema in packages/shared): money in cedis. */
export function toOrder(row: OrderRow, items: OrderItemWithProduct[], paperwork: OrderPaperwork): Order {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.number),
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    items: items.map((line) => ({
      _id: line.item.id,
      productId: itemProduct(line),
      variant: variantOfLine(line.item),
      quantity: line.item.quantity,
      name: line.item.name,
      price: toCedis(line.item.unitPricePesewas),
      ...(line.item.regularUnitPricePesewas === null
        ? {}
        : { regularPrice: toCedis(line.item.regularUnitPricePesewas) }),
      discount: toCedis(line.item.discountPesewas),
      image: line.item.image,
      serials: paperwork.serialsByLine.get(line.item.id) ?? [],
    })),
    subtotal: toCedis(row.subtotalPesewas),
    shippingFee: toCedis(row.shippingFeePesewas),
    discount: discountOf(row),
    total: toCedis(row.totalPesewas),
    paymentStatus: row.paymentStatus,
    paymentReference: row.paymentReference,
    paymentMethod: row.paymentMethod,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    digitalAddress: row.digitalAddress,
    country: row.country,
    phoneNumber: row.phoneNumber,
    cancelReason: row.cancelReason,
    howPaid: howPaidOf(row),
    amountToCollect: toCedis(amountToCollectPesewas(row)),
    canPayNow: canPayNow(row),
    collection: collectionOf(row),
    tax: taxOf(row, paperwork),
    invoice: paperwork.invoice
      ? {
          number: formatInvoiceNumber(paperwork.invoice.number),
          issuedAt: paperwork.invoice.issuedAt.toISOString(),
        }
      : null,
    fulfilment: row.fulfilment,
    branch: row.fulfilment === 'pickup' ? (paperwork.branch ?? null) : null,
    pickupCode: visiblePickupCode(row),
    readyForPickupAt: row.readyForPickupAt?.toISOString() ?? null,
    pickupCodeLocked: row.pickupCodeLockedAt !== null,
  };
}
