import { DELETED_CUSTOMER_NAME } from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** What the shopper's orders say about who they are: the words an erasure looks for elsewhere. */
export interface OrderContacts {
  orderIds: string[];
  emails: string[];
  phones: string[];
  names: string[];
  streets: string[];
  addressKeys: string[];
}

export async function orderContactsOf(db: Executor, userId: string): Promise<OrderContacts> {
  const rows = await db
    .select({
      id: orders.id,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phoneNumber,
      street: orders.street,
      addressKey: orders.deliveryAddressKey,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const present = (values: (string | null)[]) => [
    ...new Set(values.filter((value): value is string => !!value)),
  ];
  return {
    orderIds: rows.map((row) => row.id),
    emails: present(rows.map((row) => row.email)),
    phones: present(rows.map((row) => row.phone)),
    names: present(rows.flatMap((row) => [`${row.firstName} ${row.lastName}`, row.firstName, row.lastName])),
    streets: present(rows.map((row) => row.street)),
    addressKeys: present(rows.map((row) => row.addressKey)),
  };
}

/**
 * The shopper's orders with their lines, delivery or pickup details and the moments of their
 * status, for "Download my data" (decision 0071). The provider's access code and the sweeper's
 * bookkeeping are left out: they are the shop's handles, not facts about the shopper.
 */
export async function orderDataOf(db: Executor, userId: string) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
  const ids = rows.map((row) => row.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            id: orderItems.id,
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            name: orderItems.name,
            variantSku: orderItems.variantSku,
            variantOptions: orderItems.variantOptions,
            quantity: orderItems.quantity,
            unitPricePesewas: orderItems.unitPricePesewas,
            regularUnitPricePesewas: orderItems.regularUnitPricePesewas,
            discountPesewas: orderItems.discountPesewas,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    placedAt: row.createdAt,
    buyer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
    },
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      digitalAddress: row.digitalAddress,
      country: row.country,
    },
    fulfilment: row.fulfilment,
    pickup:
      row.fulfilment === 'pickup'
        ? {
            branchId: row.branchId,
            code: row.pickupCode,
            readyAt: row.readyForPickupAt,
            remindedAt: row.pickupRemindedAt,
          }
        : null,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paymentReference: row.paymentReference,
    orderStatus: row.orderStatus,
    statusHistory: {
      placedAt: row.createdAt,
      outForDeliveryAt: row.outForDeliveryAt,
      readyForPickupAt: row.readyForPickupAt,
      collectionRecordedAt: row.collectionRecordedAt,
      lastStatusChangeAt: row.statusChangedAt,
      hiddenByYouAt: row.hiddenByCustomerAt,
    },
    cancelReason: row.cancelReason,
    collection: row.collectionOutcome
      ? {
          outcome: row.collectionOutcome,
          method: row.collectionMethod,
          collectedPesewas: row.collectedPesewas,
        }
      : null,
    subtotalPesewas: row.subtotalPesewas,
    discountPesewas: row.discountPesewas,
    deliveryDiscountPesewas: row.deliveryDiscountPesewas,
    discountCode: row.discountCode,
    shippingFeePesewas: row.shippingFeePesewas,
    totalPesewas: row.totalPesewas,
    refundedPesewas: row.refundedPesewas,
    lines: lines.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line),
  }));
}

/**
 * The orders of an erased account are kept for tax (decision 0071) with their figures, lines,
 * city and country, and lose who bought them: the name reads "Deleted customer", the e-mail,
 * phone, street, region, postcode and GhanaPost address are emptied.
 */
export async function eraseOrderContacts(db: Executor, userId: string): Promise<void> {
  const [firstName, ...rest] = DELETED_CUSTOMER_NAME.split(' ');
  await db
    .update(orders)
    .set({
      firstName,
      lastName: rest.join(' '),
      email: '',
      phoneNumber: '',
      phoneNumberUnreadable: false,
      street: '',
      state: '',
      zipCode: '',
      digitalAddress: '',
      deliveryAddressKey: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId));
}
