import type { Product } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import type { TestContext } from '../../../test/helpers/test-app';
import { insertPhoneWithVariants, variantOf } from '../../../test/helpers/variants';
import { outbox, productVariants, users } from '../../db/schema';

/** A phone whose six variants are all sold out. */
export async function soldOutPhone(context: TestContext): Promise<Product> {
  return insertPhoneWithVariants(context, {
    stock: 0,
    name: `Galaxy ${Math.random().toString(36).slice(2, 8)}`,
  });
}

export const blueVariant = (product: Product) => variantOf(product, '256GB', 'Blue');
export const blackVariant = (product: Product) => variantOf(product, '128GB', 'Black');

/** Staff's restock, written to the variant as the stock grid writes it (the product's sum follows by trigger). */
export async function setStock(context: TestContext, variantPublicId: string, stock: number): Promise<void> {
  await context.database.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.publicId, variantPublicId));
}

let addressCount = 0;
/** A fresh client address per call, so the per-IP limit is out of reach unless a test means it. */
export const freshIp = () => {
  addressCount += 1;
  return `10.7.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

/** A request through the API, as the product page sends it. */
export const askForAlert = (
  context: TestContext,
  productId: number | string,
  body: object,
  options: { token?: string; ip?: string } = {},
) =>
  call(context.app, 'POST', `/api/product/${productId}/stock-alerts`, {
    body,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.token ? { token: options.token } : {}),
  });

/** A shopper whose mobile number is verified (written directly; the phone flow has its own tests). */
export async function shopperWithPhone(context: TestContext, phone: string): Promise<TestUser> {
  const shopper = await createTestUser(context.database.db);
  await context.database.db
    .update(users)
    .set({ phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, shopper.id));
  return shopper;
}

/** The outbox rows of one kind to one address, oldest first, secrets included (the test reads codes). */
export async function messagesTo(context: TestContext, recipient: string, kind: string) {
  return context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
    .orderBy(outbox.createdAt);
}

/** The secret of the newest message of a kind to an address: a link's token or a code. */
export async function latestSecret(context: TestContext, recipient: string, kind: string): Promise<string> {
  const rows = await messagesTo(context, recipient, kind);
  const secret = rows.at(-1)?.secret;
  if (!secret) throw new Error(`no ${kind} message to ${recipient}`);
  return decodeURIComponent(secret);
}
