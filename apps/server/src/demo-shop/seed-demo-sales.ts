import { randomUUID } from 'node:crypto';
import { toPesewas } from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderItems, orders, payments, products, productVariants, users } from '../db/schema';
import { deliveryAddressKey, issueOrderInvoice } from '../modules/orders';
import { recordSoldUnits, type TrackedLine, unitsToRecord } from '../modules/serials';
import { demoDeliveryFees } from './demo-delivery-fees';
import { type DemoBuyer, type DemoSale, demoBuyer, demoSales } from './demo-sales';

const DAY_MS = 86_400_000;
/** Something no password hashes to: a demo buyer signs in only after a password reset. */
const NO_PASSWORD = 'demo-account-without-password';

/** The delivery fee the buyer's city had in the demo (demo-delivery-fees.ts). */
function deliveryFeeOf(buyer: DemoBuyer): number {
  const fee = demoDeliveryFees.find((candidate) => candidate.city === buyer.city);
  if (!fee)
    throw new Error(`The demo buyer ${buyer.name} lives in ${buyer.city}, where the demo does not deliver.`);
  return toPesewas(fee.fee);
}

/** A demo buyer's account, made once and kept by a reset (accounts stay). */
export async function demoBuyerAccount(transaction: Executor, buyer: DemoBuyer): Promise<string> {
  await transaction
    .insert(users)
    .values({ name: buyer.name, email: buyer.email, passwordHash: NO_PASSWORD })
    .onConflictDoNothing({ target: users.email });
  const [row] = await transaction.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
  return row!.id;
}

/** Each line's product and variant as the catalogue holds them now (the demo shop was just loaded). */
async function linesOf(transaction: Executor, sale: DemoSale) {
  const names = sale.lines.map((line) => line.product);
  const catalogue = await transaction.select().from(products).where(inArray(products.name, names));
  const variants = await transaction
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        catalogue.map((product) => product.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return sale.lines.map((line) => {
    const product = catalogue.find((candidate) => candidate.name === line.product);
    if (!product) throw new Error(`The demo sale names ${line.product}, which the demo catalogue lacks.`);
    const wanted = Object.values(line.options ?? {});
    const variant = variants.find(
      (candidate) =>
        candidate.productId === product.id &&
        (wanted.length === 0 || candidate.optionValues.join('|') === wanted.join('|')),
    );
    return { ...line, product, variant, unitPricePesewas: variant?.pricePesewas ?? product.pricePesewas };
  });
}

/**
 * One paid order of the buyer, its payment, its invoice, and the serials of its units as staff
 * recorded them when it left the shop; its id.
 */
export async function seedSale(
  transaction: Executor,
  buyer: { id: string } & DemoBuyer,
  sale: DemoSale,
  now: number,
): Promise<string> {
  const lines = await linesOf(transaction, sale);
  const deliveryFee = deliveryFeeOf(buyer);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePesewas * line.quantity, 0);
  const total = subtotal + deliveryFee;
  const placedAt = new Date(now - sale.placedDaysAgo * DAY_MS);
  const leftShopAt = new Date(now - sale.leftShopDaysAgo * DAY_MS);
  const lastMovedAt = new Date(now - (sale.deliveredDaysAgo ?? sale.leftShopDaysAgo) * DAY_MS);
  const reference = `DEMO-${randomUUID()}`;
  const [order] = await transaction
    .insert(orders)
    .values({
      userId: buyer.id,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      street: buyer.street,
      city: buyer.city,
      state: buyer.state,
      country: 'Ghana',
      phoneNumber: buyer.phone,
      deliveryAddressKey: deliveryAddressKey(buyer.street, buyer.city),
      paymentMethod: 'pay-online',
      subtotalPesewas: subtotal,
      shippingFeePesewas: deliveryFee,
      totalPesewas: total,
      paymentStatus: 'Paid',
      orderStatus: sale.status,
      paymentReference: reference,
      statusChangedAt: lastMovedAt,
      outForDeliveryAt: leftShopAt,
      createdAt: placedAt,
      updatedAt: lastMovedAt,
    })
    .returning({ id: orders.id });
  const items = await transaction
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        variantPublicId: line.variant?.publicId ?? null,
        variantSku: line.variant?.sku ?? '',
        variantOptions: line.options ?? {},
        name: line.product.name,
        unitPricePesewas: line.unitPricePesewas,
        image: line.variant?.images[0] ?? line.product.images[0] ?? null,
        quantity: line.quantity,
      })),
    )
    .returning({ id: orderItems.id });
  await transaction.insert(payments).values({
    reference,
    provider: 'test',
    amountPesewas: total,
    currency: 'GHS',
    status: 'success',
    channel: 'mobile_money',
    customerEmail: buyer.email,
    userId: buyer.id,
    orderId: order!.id,
    raw: { status: true, data: { reference, status: 'success', amount: total } },
    paidAt: placedAt,
    createdAt: placedAt,
    updatedAt: placedAt,
  });
  // The invoice is issued as the payment settles, before the units leave the shop (decision
  // 0061); it is dated the day of the seed, as issueInvoice dates every invoice now.
  await issueOrderInvoice(transaction, order!.id);
  const tracked: TrackedLine[] = [];
  const typed: Record<string, string[]> = {};
  for (const [index, line] of lines.entries()) {
    // The demo's phones, which record serials (the seed gives each product its category's
    // defaults); demo-serial-defaults.test.ts keeps the two in step.
    if (line.serials.length === 0) continue;
    const orderItemId = items[index]!.id;
    tracked.push({
      orderId: order!.id,
      orderItemId,
      productId: line.product.id,
      variantId: line.variant?.id ?? null,
      name: line.product.name,
      variantOptions: line.options ?? {},
      quantity: line.quantity,
      warrantyMonths: line.product.warrantyMonths,
    });
    typed[orderItemId] = line.serials;
  }
  // The staff's own checks (one valid serial per unit), so a mistyped demo IMEI fails the seed.
  await recordSoldUnits(transaction, unitsToRecord(tracked, typed), null, leftShopAt);
  return order!.id;
}

/** The demo's sales (demo-sales.ts), into a shop whose demo catalogue was just loaded. */
export async function seedDemoSales(transaction: Executor, now = Date.now()): Promise<{ orders: number }> {
  const buyer = { ...demoBuyer, id: await demoBuyerAccount(transaction, demoBuyer) };
  // Oldest first, so the invoice numbers follow the order the sales were made in.
  const oldestFirst = [...demoSales].sort((one, other) => other.placedDaysAgo - one.placedDaysAgo);
  for (const sale of oldestFirst) await seedSale(transaction, buyer, sale, now);
  return { orders: demoSales.length };
}
