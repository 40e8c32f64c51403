import { adminOrderDetailResponseSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/helpers/admin-fixtures';
import { call } from '../../test/helpers/api';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import type { App } from '../plugins/zod-type-provider';

/** The last migration before E.164 phone numbers (0012_phone_numbers). */
const BEFORE_PHONES = '0011_outbox_sms';

/** Numbers as shoppers typed them before phones were stored in E.164, each with the order's country. */
const TYPED: [reference: string, phone: string, country: string, expected: string | undefined][] = [
  ['already-e164', '+233241234567', 'Ghana', '+233241234567'],
  ['national', '024 123 4568', 'Ghana', '+233241234568'],
  ['no-plus', '233201234569', 'Ghana', '+233201234569'],
  ['nigeria', '+2348031234567', 'Nigeria', '+2348031234567'],
  ['nigeria-national', '0803 123 4568', 'Nigeria', '+2348031234568'],
  ['unreadable', 'call me at the shop', 'Ghana', undefined],
  ['too-short', '+23324', 'Ghana', undefined],
];

for (const kind of databaseKinds) {
  describe(`phone numbers of existing orders [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_PHONES);
      const [user] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values ('Ama', 'ama@example.com', 'x') returning id`,
      );
      for (const [reference, phone, country] of TYPED) {
        await database.db.execute(sql`
          insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
            payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status, payment_reference)
          values (${user!.id}, 'Ama', 'Mensah', 'ama@example.com', '12 Oxford Street', 'Accra', ${country},
            ${phone}, 'paystack', 10000, 2000, 12000, 'Paid', ${reference})`);
      }
      // As a server starts: the migrations, then the numbers read with libphonenumber-js.
      app = await buildApp(testConfig(), { database, logger: false });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('rewrites every readable number in E.164, and keeps an unreadable one as typed, flagged for staff', async () => {
      const rows = await rowsOf<{
        payment_reference: string;
        phone_number: string;
        phone_number_unreadable: boolean;
      }>(database, sql`select payment_reference, phone_number, phone_number_unreadable from orders`);
      for (const [reference, typed, , expected] of TYPED) {
        const row = rows.find((candidate) => candidate.payment_reference === reference)!;
        expect(row, reference).toMatchObject({
          phone_number: expected ?? typed,
          phone_number_unreadable: expected === undefined,
        });
      }
    });

    it('shows staff the unreadable number as typed, marked unreadable, on the order', async () => {
      const staff = await createTestUser(database.db, { isAdmin: true });
      const orderIds = await rowsOf<{ id: string; payment_reference: string }>(
        database,
        sql`select id, payment_reference from orders`,
      );
      const phoneForStaff = async (reference: string) => {
        const { id } = orderIds.find((row) => row.payment_reference === reference)!;
        const answer = await call(app, 'GET', `/api/admin/orders/${id}`, { token: staff.token });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const { phoneNumber, phoneUnreadable, phoneVerified } = adminOrderDetailResponseSchema.parse(
          answer.body,
        ).order;
        return { phoneNumber, phoneUnreadable, phoneVerified };
      };
      expect(await phoneForStaff('unreadable')).toEqual({
        phoneNumber: 'call me at the shop',
        phoneUnreadable: true,
        phoneVerified: false,
      });
      expect(await phoneForStaff('too-short')).toMatchObject({
        phoneNumber: '+23324',
        phoneUnreadable: true,
      });
      expect(await phoneForStaff('national')).toMatchObject({
        phoneNumber: '+233241234568',
        phoneUnreadable: false,
      });
    });

    it('leaves new orders alone, and a second start changes nothing', async () => {
      const [{ unchecked }] = (await rowsOf<{ unchecked: number }>(
        database,
        sql`select count(*)::int as unchecked from orders where phone_number_checked = false`,
      )) as [{ unchecked: number }];
      expect(unchecked).toBe(0);
      const again = await buildApp(testConfig(), { database, logger: false });
      await again.close();
      const [{ flagged }] = (await rowsOf<{ flagged: number }>(
        database,
        sql`select count(*)::int as flagged from orders where phone_number_unreadable`,
      )) as [{ flagged: number }];
      expect(flagged).toBe(2);
    });
  });
}
