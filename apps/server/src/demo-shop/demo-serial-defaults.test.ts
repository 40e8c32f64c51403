import {
  adminProductResponseSchema,
  normaliseSerial,
  passesLuhn,
  SERIAL_TEXTS,
  serialDefaultsOf,
  serialProblem,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTestOrder, type TestUser } from '../../test/helpers/admin-fixtures';
import { call } from '../../test/helpers/api';
import { freshImei, moveOrderToInTruck } from '../../test/helpers/serials';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { products } from '../db/schema';
import { demoProducts } from './demo-products';
import { demoReviewers } from './demo-reviews';
import { demoSales } from './demo-sales';

describe('the test IMEIs staff type at In Truck', () => {
  it('are fifteen digits passing the Luhn check, never the same twice', () => {
    const imeis = Array.from({ length: 500 }, freshImei);
    for (const imei of imeis) {
      expect(imei).toMatch(/^\d{15}$/);
      expect(passesLuhn(imei), imei).toBe(true);
    }
    expect(new Set(imeis).size).toBe(imeis.length);
  });
});

describe('the demo sales, and the orders of the demo reviewers', () => {
  const lines = [...demoSales, ...demoReviewers.map((reviewer) => reviewer.sale)].flatMap(
    (sale) => sale.lines,
  );

  it('carry serials for exactly the lines whose product records them, one per unit', () => {
    for (const line of lines) {
      const product = demoProducts.find((candidate) => candidate.name === line.product)!;
      const { tracksSerials } = serialDefaultsOf(product.category, product.subcategory);
      expect(line.serials, line.product).toHaveLength(tracksSerials ? line.quantity : 0);
    }
  });

  it('carry serials staff could record: valid, as typed, never the same unit twice', () => {
    const serials = lines.flatMap((line) => line.serials);
    for (const serial of serials) {
      expect(normaliseSerial(serial)).toBe(serial);
      expect(serialProblem(serial), serial).toBeNull();
    }
    expect(new Set(serials).size).toBe(serials.length);
  });
});

describeEachDatabase('the demo shop records serials like a real shop', { seed: true }, (context) => {
  let staff: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Yaw Staff' });
    buyer = await createTestUser(context.database.db, { name: 'Akosua Buyer' });
  });

  async function seeded(name: string) {
    const [row] = await context.database.db.select().from(products).where(eq(products.name, name));
    const response = await call(context.app, 'GET', `/api/admin/products/${row!.id}`, { token: staff.token });
    return { row: row!, product: adminProductResponseSchema.parse(response.body).product };
  }

  it('gives a demo phone serials and 12 months of warranty, an accessory 6 months and none', async () => {
    const phone = await seeded('Samsung Galaxy A15 128GB');
    expect(phone.product).toMatchObject({ category: 'Phone', tracksSerials: true, warrantyMonths: 12 });
    const laptop = await seeded('HP 250 G9 Core i3 8GB/256GB');
    expect(laptop.product).toMatchObject({ category: 'Computer', tracksSerials: true, warrantyMonths: 12 });
    const cable = await seeded('Oraimo USB-C to USB-C 60W Cable 1m');
    expect(cable.product).toMatchObject({ category: 'Accessories', tracksSerials: false, warrantyMonths: 6 });
  });

  it("asks for each demo phone's serial at In Truck, and not for an accessory's", async () => {
    const phone = (await seeded('Samsung Galaxy A15 128GB')).row;
    const cable = (await seeded('Oraimo USB-C to USB-C 60W Cable 1m')).row;
    const phoneOrder = await insertTestOrder(context.database.db, {
      user: buyer,
      lines: [
        { product: phone, quantity: 2 },
        { product: cable, quantity: 1 },
      ],
    });
    const without = await call(context.app, 'PATCH', `/api/admin/orders/${phoneOrder.id}/status`, {
      token: staff.token,
      body: { status: 'In Truck' },
    });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(SERIAL_TEXTS.missing('Samsung Galaxy A15 128GB', 2));
    expect((await moveOrderToInTruck(context.app, staff.token, phoneOrder.id)).status).toBe(200);

    const cableOrder = await insertTestOrder(context.database.db, {
      user: buyer,
      lines: [{ product: cable, quantity: 3 }],
    });
    const moved = await call(context.app, 'PATCH', `/api/admin/orders/${cableOrder.id}/status`, {
      token: staff.token,
      body: { status: 'In Truck' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});
