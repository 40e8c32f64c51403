import { randomInt } from 'node:crypto';
import { passesLuhn, WARRANTY_TEXTS, warrantyResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress, uniqueEmail } from '../../../test/helpers/users';
import { loadConfig } from '../../config';
import { orderItems, soldUnits } from '../../db/schema';
import { accraDay } from './warranty-service';

/** A fresh IMEI: 14 random digits and the Luhn digit that checks them. */
function freshImei(): string {
  const body = Array.from({ length: 14 }, () => randomInt(10)).join('');
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit))!;
  return body + check;
}

const dayOffset = (days: number) => accraDay(new Date(Date.now() + days * 86_400_000));

/** A paid order of one phone whose unit left the shop with this serial, written as staff would record it. */
async function sellUnit(
  context: TestContext,
  serial: string,
  unit: { state?: 'sold' | 'returned' | 'replaced'; warrantyUntil?: string; soldAt?: Date } = {},
) {
  const db = context.database.db;
  const buyer = await createTestUser(db, { name: 'Kwabena Owusu', email: uniqueEmail('kwabena') });
  const product = await insertTestProduct(db, {
    name: `Samsung Galaxy A15 ${serial.slice(-4)}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
  });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    firstName: 'Kwabena',
    lastName: 'Owusu',
    status: 'Delivered',
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await db.insert(soldUnits).values({
    serial,
    orderId: order.id,
    orderItemId: line!.id,
    productId: product.id,
    variantId: line!.variantId,
    productName: product.name,
    variantOptions: { Storage: '128GB', Colour: 'Black' },
    warrantyMonths: 12,
    soldAt: unit.soldAt ?? new Date(Date.now() - 30 * 86_400_000),
    warrantyUntil: unit.warrantyUntil ?? dayOffset(335),
    state: unit.state ?? 'sold',
  });
  return { product, order, buyer };
}

const lookUp = (context: TestContext, serial: string, remoteAddress = freshAddress()) =>
  call(context.app, 'GET', `/api/warranty/${encodeURIComponent(serial)}`, { remoteAddress });

describeEachDatabase(
  'warranty check',
  // The production limit, whatever the test app sets for the other suites.
  { config: { warrantyLookupLimit: loadConfig({}).warrantyLookupLimit } },
  (context) => {
    it('answers the product, the variant and the dates of a sold unit, and nothing about its buyer', async () => {
      const serial = freshImei();
      const soldAt = new Date('2026-03-05T23:30:00Z');
      const { product, order, buyer } = await sellUnit(context, serial, {
        soldAt,
        warrantyUntil: '2099-03-05',
      });
      const response = await lookUp(context, serial);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(warrantyResponseSchema.parse(response.body).warranty).toEqual({
        serial,
        product: product.name,
        variant: '128GB, Black',
        soldOn: '2026-03-05',
        warrantyUntil: '2099-03-05',
        state: 'sold',
        underWarranty: true,
        claim: null,
      });
      const text = JSON.stringify(response.body);
      for (const personal of [
        'Kwabena',
        'Owusu',
        buyer.email,
        '241234567',
        'Oxford',
        order.id,
        order.paymentReference,
      ]) {
        expect(text).not.toContain(personal);
      }
    });

    it('finds a serial typed in lower case and with spaces', async () => {
      const serial = `SN-${freshImei().slice(0, 8)}-AB`;
      await sellUnit(context, serial);
      const typed = ` sn-${serial.slice(3, 7)} ${serial.slice(7, 11)}-ab `;
      const response = await lookUp(context, typed);
      expect(response.status).toBe(200);
      expect(response.body.warranty.serial).toBe(serial);
    });

    it('says a unit whose warranty ended, or that came back, is not under warranty', async () => {
      const ended = freshImei();
      await sellUnit(context, ended, { warrantyUntil: dayOffset(-1) });
      expect((await lookUp(context, ended)).body.warranty).toMatchObject({
        state: 'sold',
        underWarranty: false,
      });

      const lastDay = freshImei();
      await sellUnit(context, lastDay, { warrantyUntil: dayOffset(0) });
      expect((await lookUp(context, lastDay)).body.warranty.underWarranty).toBe(true);

      const returned = freshImei();
      await sellUnit(context, returned, { state: 'returned', warrantyUntil: dayOffset(200) });
      const response = await lookUp(context, returned);
      expect(response.status).toBe(200);
      expect(response.body.warranty).toMatchObject({ state: 'returned', underWarranty: false });
    });

    it('answers the newest sale of a unit that came back and was sold again', async () => {
      const serial = freshImei();
      await sellUnit(context, serial, {
        state: 'returned',
        soldAt: new Date(Date.now() - 90 * 86_400_000),
        warrantyUntil: dayOffset(275),
      });
      await sellUnit(context, serial, {
        soldAt: new Date(Date.now() - 86_400_000),
        warrantyUntil: dayOffset(364),
      });
      expect((await lookUp(context, serial)).body.warranty).toMatchObject({
        state: 'sold',
        soldOn: dayOffset(-1),
        warrantyUntil: dayOffset(364),
        underWarranty: true,
      });
    });

    it('answers 404 for a serial this shop never sold, and 400 for one that cannot be a serial', async () => {
      const unknown = await lookUp(context, freshImei());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: WARRANTY_TEXTS.notFound });
      expect(unknown.headers['cache-control']).toBe('no-store');

      const mistyped = freshImei().replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
      expect(await lookUp(context, mistyped)).toMatchObject({
        status: 400,
        body: { success: false, message: WARRANTY_TEXTS.mistypedImei },
      });
      for (const malformed of ['AB', 'IMEI#1234', 'x'.repeat(41)]) {
        expect(await lookUp(context, malformed), malformed).toMatchObject({
          status: 400,
          body: { success: false, message: WARRANTY_TEXTS.malformed },
        });
      }
    });

    it('takes 30 look-ups a minute from one address, then answers 429 with Retry-After', async () => {
      const serial = freshImei();
      await sellUnit(context, serial);
      const address = freshAddress();
      for (let lookup = 1; lookup <= 30; lookup += 1) {
        // Unknown serials count too: they are what a walk through the IMEIs is made of.
        const typed = lookup % 2 === 0 ? serial : freshImei();
        expect((await lookUp(context, typed, address)).status, `look-up ${lookup}`).toBe(
          lookup % 2 === 0 ? 200 : 404,
        );
      }
      const refused = await lookUp(context, serial, address);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({ success: false, message: WARRANTY_TEXTS.tooManyLookups(seconds) });
      expect(refused.headers['cache-control']).toBe('no-store');
      // Another address is not affected.
      expect((await lookUp(context, serial)).status).toBe(200);
    });
  },
);
