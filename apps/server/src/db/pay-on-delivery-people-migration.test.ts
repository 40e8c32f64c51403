import { formatPhoneNumber, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/helpers/admin-fixtures';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { fillCart, startWith } from '../../test/helpers/pay-on-delivery';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import { seedDemoShop } from '../demo-shop/seed-demo-shop';
import { deliveryAddressKey } from '../modules/orders';
import type { App } from '../plugins/zod-type-provider';

/** The last migration before pay on delivery counted phones and addresses (0019, decision 0044). */
const BEFORE_PEOPLE = '0018_search_text_statistics';

const REFUSED_PHONE = '+233209990001';
const FORGIVEN_PHONE = '+233209990002';
const REFUSED_STREET = '7, Kanda Highway; Flat 2';

for (const kind of databaseKinds) {
  describe(`pay on delivery per person on a shop with refusals already recorded [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_PEOPLE);
      // Yaw refused two deliveries and was never restored; Esi refused two and staff restored her.
      const [yaw, esi] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash, refused_deliveries) values
          ('Yaw', 'yaw@example.com', 'x', 2), ('Esi', 'esi@example.com', 'x', 0) returning id`,
      );
      let reference = 0;
      for (const [userId, phone] of [
        [yaw!.id, REFUSED_PHONE],
        [yaw!.id, REFUSED_PHONE],
        [esi!.id, FORGIVEN_PHONE],
        [esi!.id, FORGIVEN_PHONE],
      ] as const) {
        reference += 1;
        await database.db.execute(sql`
          insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
            payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status,
            order_status, payment_reference)
          values (${userId}, 'Yaw', 'Mensah', 'yaw@example.com',
            ${userId === yaw!.id ? REFUSED_STREET : '1 Oxford Street'}, 'Accra', 'Ghana', ${phone},
            'pay-on-delivery', 10000, 2500, 12500, 'Refused at the door', 'Cancelled', ${`refused-${reference}`})`);
      }
      // As a server starts: the migrations run; then the demo shop (pay on delivery on in Accra).
      app = await buildApp(testConfig(), { database, logger: false });
      await seedDemoShop(database.db);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it("keys older orders' addresses as new orders are keyed", async () => {
      const rows = await rowsOf<{ street: string; city: string; delivery_address_key: string }>(
        database,
        sql`select street, city, delivery_address_key from orders`,
      );
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.delivery_address_key).toBe(deliveryAddressKey(row.street, row.city));
    });

    it('blocks a new account on the phone and at the address of refusals not yet restored, and not those staff restored', async () => {
      const [product] = await rowsOf<{ public_id: string }>(
        database,
        sql`select public_id from products where archived_at is null and stock > 0 and price_pesewas < 100000 limit 1`,
      );
      const newcomer = { ...(await createTestUser(database.db)), password: '' };
      await fillCart(app, newcomer, [[{ publicId: product!.public_id }, 1]]);

      const onPhone = await startWith(app, newcomer, 'Accra', { phoneNumber: REFUSED_PHONE });
      expect(onPhone.status).toBe(409);
      expect(onPhone.body.message).toBe(
        PAY_ON_DELIVERY_TEXTS.refusals.phoneBlocked(formatPhoneNumber(REFUSED_PHONE), 2),
      );
      const atAddress = await startWith(app, newcomer, 'Accra', { street: '7 kanda highway flat 2' });
      expect(atAddress.status).toBe(409);
      expect(atAddress.body.message).toBe(PAY_ON_DELIVERY_TEXTS.refusals.addressBlocked(2));

      const forgiven = await startWith(app, newcomer, 'Accra', {
        phoneNumber: FORGIVEN_PHONE,
        street: '1 Oxford Street',
      });
      expect(forgiven.status, JSON.stringify(forgiven.body)).toBe(200);
    });
  });
}
