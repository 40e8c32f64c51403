import { randomInt } from 'node:crypto';
import type { MarketingChannel } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestUser,
  defaultVariantId,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import {
  type FakeAfricasTalking,
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../test/helpers/fake-africastalking';
import { TestSmtpServer } from '../../../test/helpers/smtp';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers/test-app';
import type { DatabaseKind } from '../../../test/helpers/test-database';
import { cartItems, outbox, type products, productVariants, users } from '../../db/schema';
import { recordConsent } from '../consent';

export const PUBLIC_URL = 'https://shop.test';
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * `hour`:00 (Ghana time, UTC) five days before today: every moment of these tests lies in the
 * past, so a message the app's clock lets go is also due by the database's clock, which the
 * outbox's claim reads for `next_attempt_at`.
 */
export function daysAgoAt(days: number, hour: number): Date {
  const moment = new Date(Date.now() - days * DAY_MS);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

/**
 * A test app on `kind` whose clock the test moves, texting through a fake Africa's Talking and
 * mailing through a test SMTP server.
 */
export interface ReminderTestContext extends TestContext {
  fake: FakeAfricasTalking;
  smtp: TestSmtpServer;
  setNow(at: Date): void;
}

/** Builds the app before the suite's tests (with its fake SMS provider and SMTP server) and closes them after. */
export function reminderTestApp(kind: DatabaseKind): ReminderTestContext {
  const context = {} as ReminderTestContext;
  let now = new Date();
  beforeAll(async () => {
    const fake = await startFakeAfricasTalking();
    const smtp = await new TestSmtpServer().start();
    const config = {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      sms: { ...testConfig().sms, ...fakeAfricasTalkingSettings(fake.url) },
    };
    const { app, database } = await createTestApp(kind, { config, clock: () => now });
    Object.assign(context, {
      kind,
      app,
      database,
      fake,
      smtp,
      setNow: (at: Date) => {
        now = at;
      },
    });
  }, 180_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
    await context.fake?.stop();
    await context.smtp?.stop();
  });
  return context;
}

type ProductRow = typeof products.$inferSelect;

/** A shopper with a verified phone of their own, who said yes to offers on `channels` (none: no). */
export async function shopperWhoAgreed(
  context: TestContext,
  channels: MarketingChannel[],
  at: Date,
): Promise<TestUser & { phone: string }> {
  const db = context.database.db;
  const shopper = await createTestUser(db, { name: 'Kofi Boateng' });
  const phone = `+23324${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await db.update(users).set({ phone, phoneVerifiedAt: at }).where(eq(users.id, shopper.id));
  const change = Object.fromEntries(channels.map((channel) => [channel, true]));
  await recordConsent(db, shopper.id, change, 'profile', at);
  return { ...shopper, phone };
}

/** A product for sale at `pricePesewas` with `stock` units of its one variant. */
export async function productInStock(
  context: TestContext,
  pricePesewas = 150_000,
  stock = 5,
): Promise<ProductRow & { variantId: number }> {
  const db = context.database.db;
  const suffix = Math.random().toString(36).slice(2, 7);
  const product = await insertTestProduct(db, { name: `Tecno Spark ${suffix}`, pricePesewas, stock });
  const variantId = await defaultVariantId(db, product.id);
  await db.update(productVariants).set({ pricePesewas, stock }).where(eq(productVariants.id, variantId));
  return { ...product, variantId };
}

/** Puts `product` in the shopper's cart (or changes its quantity) at `at`: the cart's last change. */
export async function putInCart(
  context: TestContext,
  shopper: TestUser,
  product: ProductRow & { variantId: number },
  at: Date,
  quantity = 1,
): Promise<void> {
  await context.database.db
    .insert(cartItems)
    .values({
      userId: shopper.id,
      productId: product.id,
      variantId: product.variantId,
      quantity,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity, updatedAt: at },
    });
}

/** The cart reminders queued to an address (a phone or an e-mail), oldest first. */
export const remindersTo = (context: TestContext, recipient: string) =>
  context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, 'marketing-cart-reminder')))
    .orderBy(outbox.createdAt);

/** Every outbox row to an address, whatever its kind. */
export const outboxTo = (context: TestContext, recipient: string) =>
  context.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
