import { randomBytes } from 'node:crypto';
import type { OrderStatus, PaymentStatus } from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { orderItems, orders, payments, products, productVariants, users } from '../../src/db/schema';
import { createSession } from '../../src/plugins/auth';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  token: string;
}

/** A user with a live session. No password hashing: these tests never log in by password. */
export async function createTestUser(
  db: Executor,
  options: { isAdmin?: boolean; isOwner?: boolean; name?: string; email?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `User ${suffix}`;
  const email = options.email ?? `user-${suffix}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: 'not-a-real-hash',
      isAdmin: options.isAdmin ?? options.isOwner ?? false,
      isOwner: options.isOwner ?? false,
    })
    .returning({ id: users.id });
  const token = await createSession(db, row!.id);
  return { id: row!.id, name, email, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The shop's owner with a new session: the one already in the database (users_one_owner
 * allows one), or a new one. Owner-only calls (decision 0043) need this account.
 */
export async function shopOwner(db: Executor): Promise<TestUser> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.isOwner, true));
  if (!owner) return createTestUser(db, { isOwner: true, name: 'Esi Owner' });
  return { ...owner, token: await createSession(db, owner.id) };
}

export async function insertTestProduct(
  db: Executor,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const [row] = await db
    .insert(products)
    .values({
      name: `Test product ${randomBytes(3).toString('hex')}`,
      pricePesewas: 10_000,
      images: ['/uploads/test.webp'],
      category: 'Accessories',
      subcategory: 'Cable',
      brand: 'Anker',
      description: 'A product made for a test.',
      stock: 10,
      ...values,
    })
    .returning();
  return row!;
}

export interface TestOrderLine {
  product: typeof products.$inferSelect;
  quantity: number;
}

/**
 * An order as the orders module would leave it (paid, with snapshots and a payment row),
 * written directly so admin tests do not depend on the checkout flow.
 */
export async function insertTestOrder(
  db: Executor,
  options: {
    user: TestUser;
    lines: TestOrderLine[];
    firstName?: string;
    lastName?: string;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: Date;
    hidden?: boolean;
    shippingFeePesewas?: number;
  },
) {
  const subtotal = options.lines.reduce((sum, line) => sum + line.product.pricePesewas * line.quantity, 0);
  const shipping = options.shippingFeePesewas ?? 2_000;
  const reference = `T-${randomBytes(6).toString('hex')}`;
  const createdAt = options.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.user.id,
      firstName: options.firstName ?? 'Ama',
      lastName: options.lastName ?? 'Mensah',
      email: options.user.email,
      street: '12 Oxford Street',
      city: 'Accra',
      state: 'Greater Accra',
      zipCode: '',
      country: 'Ghana',
      phoneNumber: '+233241234567',
      paymentMethod: 'paystack',
      subtotalPesewas: subtotal,
      shippingFeePesewas: shipping,
      totalPesewas: subtotal + shipping,
      paymentStatus: options.paymentStatus ?? 'Paid',
      orderStatus: options.status ?? 'Pending',
      paymentReference: reference,
      hiddenByCustomerAt: options.hidden ? new Date() : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  // Each product's default variant (the first), as checkout records it (decision 0036).
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        options.lines.map((line) => line.product.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variantOf = (productId: number) => variants.find((variant) => variant.productId === productId);
  await db.insert(orderItems).values(
    options.lines.map((line) => ({
      orderId: order!.id,
      productId: line.product.id,
      variantId: variantOf(line.product.id)?.id ?? null,
      variantPublicId: variantOf(line.product.id)?.publicId ?? null,
      variantSku: variantOf(line.product.id)?.sku ?? '',
      name: line.product.name,
      unitPricePesewas: line.product.pricePesewas,
      image: line.product.images[0] ?? null,
      quantity: line.quantity,
    })),
  );
  await db.insert(payments).values({
    reference,
    provider: 'test',
    amountPesewas: subtotal + shipping,
    currency: 'GHS',
    status: 'success',
    channel: 'mobile_money',
    customerEmail: options.user.email,
    userId: options.user.id,
    orderId: order!.id,
    raw: { status: true, data: { reference, status: 'success', amount: subtotal + shipping } },
    paidAt: createdAt,
  });
  return order!;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(
  parts: { field: string; fileName?: string; contentType?: string; data: Buffer | string }[],
) {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${fileName}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The row id of a product's default (first) variant: every product has one (migration 0016). */
export async function defaultVariantId(db: Executor, productId: number): Promise<number> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.productId, [productId]))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return variant!.id;
}
