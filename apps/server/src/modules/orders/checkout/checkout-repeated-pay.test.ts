import { startCheckoutResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../../test/helpers/admin-fixtures';
import { call } from '../../../../test/helpers/api';
import {
  cartFigures,
  firstDeliveryCity,
  startBody,
  startCheckout,
  stockOf,
} from '../../../../test/helpers/checkout';
import { startFakePaystack } from '../../../../test/helpers/fake-paystack';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import type { Shopper } from '../../../../test/helpers/users';
import { orders } from '../../../db/schema';

const fake = await startFakePaystack();
afterAll(() => fake.close());

const PRESSES = 20;

// Once, PGlite answered 20 x 200 and PostgreSQL 1 x 200 and 19 x 409 for one "Pay" clicked 20 times.
for (const provider of ['test', 'paystack'] as const) {
  describeEachDatabase(
    `the same "Pay" clicked ${PRESSES} times at once, with the ${provider} provider`,
    {
      seed: true,
      config:
        provider === 'paystack'
          ? {
              paystack: { publicKey: 'pk_test_presses', secretKey: 'sk_test_presses', apiBase: fake.url },
              paystackTimeoutMs: 10_000,
            }
          : {},
    },
    (context) => {
      it('answers every press 200 with the one pending order, holding its stock once', async () => {
        const user = await createTestUser(context.database.db);
        const shopper: Shopper = { name: user.name, email: user.email, password: '', token: user.token };
        const product = await insertTestProduct(context.database.db, { stock: 5 });
        const added = await call(context.app, 'POST', '/api/cart/add', {
          token: shopper.token,
          body: { productId: product.publicId, quantity: 1 },
        });
        expect(added.status).toBe(200);
        const city = await firstDeliveryCity(context.app);
        const body = startBody(shopper, await cartFigures(context.app, shopper.token, city), city.city);

        const answers = await Promise.all(
          Array.from({ length: PRESSES }, () => startCheckout(context.app, shopper, body)),
        );

        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const started = answers.map((answer) => startCheckoutResponseSchema.parse(answer.body));
        const first = started[0]!;
        expect(first.state).toBe('awaiting-payment');
        expect(first.payment.accessCode).not.toBe('');
        for (const answer of started) {
          expect(answer).toMatchObject({
            state: 'awaiting-payment',
            orderId: first.orderId,
            payment: { reference: first.payment.reference, accessCode: first.payment.accessCode },
          });
        }
        const rows = await context.database.db.select().from(orders).where(eq(orders.userId, user.id));
        expect(rows.map((row) => row.paymentStatus)).toEqual(['Pending']);
        expect(await stockOf(context, product.id)).toBe(4);
        if (provider === 'paystack') {
          expect(fake.initializations.filter((sent) => sent.email === shopper.email)).toHaveLength(1);
        }
      });
    },
  );
}
