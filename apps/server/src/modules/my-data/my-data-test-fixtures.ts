import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { defaultVariantId } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  productsInStock,
  startBody,
  startCheckout,
  testCharge,
} from '../../../test/helpers/checkout';
import { freshImei } from '../../../test/helpers/serials';
import type { TestContext } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import {
  cartReminders,
  contactMessages,
  invoices,
  marketingConsentEvents,
  marketingConsents,
  newsletterSubscribers,
  orderItems,
  orders,
  outbox,
  passwordResets,
  payOnDeliveryStandings,
  phoneCodes,
  productReviews,
  refunds,
  returnEvents,
  returnRequests,
  returnUnits,
  reviewRequests,
  soldUnits,
  stockAlerts,
  users,
} from '../../db/schema';

/** A shopper with one row of every kind that names them, and the words that do. */
export interface FullShopper extends Shopper {
  userId: string;
  /** E.164, and as typed at checkout (0XX...). */
  phone: string;
  localPhone: string;
  street: string;
  orderId: string;
  reviewId: number;
  secret: string;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const letters = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * Signs a shopper up and, through the API where a shopper would (checkout, cart) and directly
 * where staff or a job would (delivery, a serial, a return with its credit note, a review),
 * gives them one row of each kind the shop holds about a person (decision 0071).
 */
export async function shopperWithEverything(context: TestContext): Promise<FullShopper> {
  const { app } = context;
  const db = context.database.db;
  const surname = letters().replace(/^./, (first) => first.toUpperCase());
  const shopper = await registerShopper(app, `Efua ${surname}`);
  const [user] = await db.select().from(users).where(eq(users.email, shopper.email));
  const userId = user!.id;
  const national = `24${randomInt(1_000_000, 9_999_999)}`;
  const phone = `+233${national}`;
  const localPhone = `0${national}`;
  const street = `Plot ${randomInt(10, 99)} ${surname} Lane`;
  await db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  await db.insert(phoneCodes).values({
    userId,
    phone,
    codeHash: hashOf('123456'),
    salt: 'salt',
    expiresAt: new Date(Date.now() + 600_000),
    usedAt: new Date(),
  });

  // An order paid through the test provider: the order, its lines, payment, invoice and mails.
  const [product, other] = await productsInStock(app);
  await addToCart(app, shopper.token, product!, 1);
  const city = await firstDeliveryCity(app);
  const figures = await cartFigures(app, shopper.token, city);
  const [firstName, lastName] = shopper.name.split(' ');
  const started = await startCheckout(
    app,
    shopper,
    startBody(shopper, figures, city.city, { firstName, lastName, phoneNumber: localPhone, street }),
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { accessCode, reference } = started.body.payment;
  await testCharge(app, shopper, accessCode);
  const verified = await call(app, 'POST', '/api/payments/verify', {
    token: shopper.token,
    body: { reference },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const [order] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  const orderId = order!.id;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  expect(invoice?.document.buyer.email).toBe(shopper.email);
  await db.update(orders).set({ orderStatus: 'Delivered' }).where(eq(orders.id, orderId));
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [unit] = await db
    .insert(soldUnits)
    .values({
      serial: freshImei(),
      orderId,
      orderItemId: line!.id,
      productId: line!.productId,
      variantId: line!.variantId,
      productName: line!.name,
      warrantyMonths: 12,
      soldAt: new Date(),
      warrantyUntil: '2099-12-31',
    })
    .returning();

  // A return with its history and a done refund whose credit note names the buyer as the invoice does.
  const [request] = await db
    .insert(returnRequests)
    .values({
      orderId,
      userId,
      kind: 'return',
      reason: 'faulty',
      note: `Call ${shopper.name} on ${localPhone}`,
    })
    .returning();
  await db
    .insert(returnUnits)
    .values({ returnId: request!.id, orderItemId: line!.id, quantity: 1, soldUnitId: unit!.id });
  await db.insert(returnEvents).values({ returnId: request!.id, status: 'Requested' });
  await db.insert(refunds).values({
    orderId,
    returnId: request!.id,
    goodsPesewas: 100,
    amountPesewas: 100,
    method: 'cash',
    state: 'done',
    creditNoteNumber: randomInt(1_000_000, 2_000_000_000),
    creditNote: {
      kind: 'credit-note',
      invoiceNumber: null,
      orderNumber: `KTG-${order!.number}`,
      returnNumber: `RET-${request!.number}`,
      seller: invoice!.document.seller,
      buyer: invoice!.document.buyer,
      lines: [{ name: line!.name, variant: '', quantity: 1, serials: [unit!.serial], amountPesewas: 100 }],
      goodsPesewas: 100,
      deliveryPesewas: 0,
      totalPesewas: 100,
      tax: null,
      method: 'cash',
      reference: null,
    },
    doneAt: new Date(),
  });

  const [review] = await db
    .insert(productReviews)
    .values({
      productId: line!.productId!,
      userId,
      orderId,
      authorName: shopper.name,
      rating: 5,
      title: 'Great',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning();
  await db.insert(reviewRequests).values({
    orderId,
    productId: line!.productId!,
    userId,
    tokenHash: hashOf(randomBytes(8).toString('hex')),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(marketingConsents).values({ userId, channel: 'email', granted: true, source: 'profile' });
  await db
    .insert(marketingConsentEvents)
    .values({ userId, channel: 'email', granted: true, source: 'profile' });
  await db.insert(stockAlerts).values({
    productId: other!.id,
    variantId: await defaultVariantId(db, other!.id),
    userId,
    channel: 'sms',
    recipient: phone,
    confirmedAt: new Date(),
  });
  await db.insert(cartReminders).values({ userId, cartChangedAt: new Date(), channels: ['email'] });
  await addToCart(app, shopper.token, other!, 2);
  await db.insert(newsletterSubscribers).values({ email: shopper.email });
  await db
    .insert(contactMessages)
    .values({ userId, name: shopper.name, email: shopper.email, message: 'Hello' });
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashOf(randomBytes(8).toString('hex')),
    expiresAt: new Date(Date.now() + 600_000),
  });
  await db.insert(payOnDeliveryStandings).values({ kind: 'phone', key: phone, label: localPhone });
  // A code message to their phone, its secret kept apart (decision 0041), and a staff note naming them.
  const secret = String(randomInt(100_000, 999_999));
  await db.insert(outbox).values([
    {
      kind: 'phone-code',
      channel: 'sms',
      recipient: phone,
      subject: '',
      html: '',
      text: 'Your code is ******',
      secret,
    },
    {
      kind: 'staff-new-order',
      recipient: 'staff@example.com',
      subject: `New order from ${shopper.name}`,
      html: `<p>${shopper.name}, ${shopper.email}, ${localPhone}, ${street}</p>`,
      text: `${shopper.name}, ${shopper.email}, ${phone}`,
    },
  ]);
  return { ...shopper, userId, phone, localPhone, street, orderId, reviewId: review!.id, secret };
}
