import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passesLuhn, WARRANTY_TEXTS } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress, uniqueEmail } from '../../../test/helpers/users';
import { loadConfig } from '../../config';
import { orderItems, soldUnits } from '../../db/schema';

// The /warranty page rendered on the server (decision 0061), as a browser without JavaScript
// gets it: a stand-in build of the storefront and its renderer from source, as in
// server-rendering.isolated.test.ts.
const site = vi.hoisted(() => ({ folder: '', entry: '' }));
vi.mock('../../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return site.folder;
    },
    get webServerEntry() {
      return site.entry;
    },
  };
});

site.folder = mkdtempSync(path.join(os.tmpdir(), 'shop-warranty-page-'));
writeFileSync(
  path.join(site.folder, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Template</title></head><body><div id="root"></div></body></html>',
);
site.entry = path.resolve(import.meta.dirname, '../../../../web/src/ssr/entry-server.tsx');

function freshImei(): string {
  const body = Array.from({ length: 14 }, () => randomInt(10)).join('');
  return body + [...'0123456789'].find((digit) => passesLuhn(body + digit))!;
}

/** A phone sold with this serial, written as staff record it when the order goes In Truck. */
async function sellUnit(context: TestContext, serial: string) {
  const db = context.database.db;
  const buyer = await createTestUser(db, { name: 'Efua Sam', email: uniqueEmail('efua') });
  const product = await insertTestProduct(db, {
    name: `Tecno Spark 20 ${serial.slice(-4)}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Tecno',
  });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
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
    variantOptions: {},
    warrantyMonths: 12,
    soldAt: new Date('2026-11-20T10:00:00Z'),
    warrantyUntil: '2099-11-20',
    state: 'sold',
  });
  return product;
}

describeEachDatabase(
  'the /warranty page rendered on the server',
  // The production limit, whatever the test app sets for the other suites.
  { config: { warrantyLookupLimit: loadConfig({}).warrantyLookupLimit } },
  (context) => {
    const page = (serial: string, remoteAddress = freshAddress()) =>
      context.app.inject({
        method: 'GET',
        url: `/warranty?serial=${encodeURIComponent(serial)}`,
        remoteAddress,
      });

    it('answers a sold unit and an unknown serial in the HTML, with no script needed', async () => {
      const serial = freshImei();
      const product = await sellUnit(context, serial);
      const sold = await page(serial);
      expect(sold.statusCode).toBe(200);
      expect(sold.body).toContain(product.name);
      expect(sold.body).toContain('Under warranty until 20 Nov 2099');
      expect(sold.body).toContain('20 Nov 2026');

      const unknown = await page(freshImei());
      expect(unknown.body).toContain(WARRANTY_TEXTS.notFound);
    });

    it("counts each shopper's look-ups against their own address, not one shared by every page", async () => {
      const serial = freshImei();
      await sellUnit(context, serial);
      const { perIp } = context.app.config.warrantyLookupLimit;
      const busy = freshAddress();
      for (let lookUp = 0; lookUp < perIp; lookUp += 1) {
        expect((await page(serial, busy)).body).toContain('Under warranty until');
      }
      const refused = await page(serial, busy);
      expect(refused.body).not.toContain('Under warranty until');
      expect(refused.body).toContain('Too many warranty checks');
      // Another shopper's page still answers.
      expect((await page(serial, freshAddress())).body).toContain('Under warranty until');
    });
  },
);
