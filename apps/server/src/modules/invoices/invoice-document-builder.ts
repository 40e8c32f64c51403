import {
  documentSellerOf,
  formatOrderNumber,
  howOrderIsPaid,
  type InvoiceDocument,
  PICKUP_TEXTS,
  type SellerDetails,
  SHOP_NAME,
  type StoredTaxSettings,
  type StoreInfo,
  toCedis,
  variantOptionsText,
} from '@shop/shared';
import { taxOfTotal } from '../taxes';
import type { InvoiceSource, InvoiceSourceOrder } from './invoice-source';

/** The parts that are filled in, joined: "12 Oxford Street, Accra, GA-123-4567, Ghana". */
function joinFilled(parts: string[], separator: string): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(separator);
}

/**
 * The payment's reference on the invoice: the mobile money transaction the rider took at the
 * door, else the reference the shop's checkout gave the payment.
 */
function paymentReferenceOf(order: InvoiceSourceOrder): string {
  if (order.paymentStatus === 'Collected' && order.momoTransactionId) return order.momoTransactionId;
  return order.paymentReference;
}

/**
 * The invoice as it is issued (decision 0061): everything it shows is copied in, so later
 * changes to the product, the tax settings or the store info leave it as it was.
 */
export function buildInvoiceDocument(
  { order, lines, pickupPlace }: InvoiceSource,
  taxSettings: StoredTaxSettings,
  storeInfo: StoreInfo | undefined,
  sellerDetails?: SellerDetails,
): InvoiceDocument {
  return {
    kind: taxSettings.registered ? 'tax-invoice' : 'invoice',
    // The seller details of decision 0070 (the tax settings' legal name is theirs).
    seller: documentSellerOf(sellerDetails, storeInfo?.contact, {
      tin: taxSettings.tin,
      shopName: SHOP_NAME,
    }),
    buyer: {
      name: joinFilled([order.firstName, order.lastName], ' '),
      phone: order.phoneNumber,
      email: order.email,
      // A pickup has no delivery address: the branch it is collected at (decision 0069).
      address: pickupPlace
        ? PICKUP_TEXTS.collectAt(pickupPlace)
        : joinFilled([order.street, order.city, order.digitalAddress, order.country], ', '),
    },
    orderNumber: formatOrderNumber(order.number),
    lines: lines.map((line) => ({
      orderItemId: line.id,
      name: line.name,
      variant: variantOptionsText(line.variantOptions),
      quantity: line.quantity,
      unitPricePesewas: line.unitPricePesewas,
      totalPesewas: line.unitPricePesewas * line.quantity,
      tracksSerials: line.tracksSerials,
      warrantyMonths: line.warrantyMonths,
    })),
    subtotalPesewas: order.subtotalPesewas,
    // Off the goods (decision 0062); delivery is the fee charged, after a free delivery.
    discountPesewas: order.discountPesewas,
    deliveryPesewas: order.shippingFeePesewas,
    totalPesewas: order.totalPesewas,
    tax: taxOfTotal(taxSettings, order.totalPesewas, order.shippingFeePesewas),
    payment: {
      method: howOrderIsPaid({
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        total: toCedis(order.totalPesewas),
        collection: { method: order.collectionMethod },
        fulfilment: order.fulfilment,
      }),
      reference: paymentReferenceOf(order),
    },
  };
}
