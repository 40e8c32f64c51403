import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../../test/helpers/admin-fixtures';
import { createTestApp } from '../../../../test/helpers/test-app';
import { orders } from '../../../db/schema';

it('runs the checkout sweeper on its timer once the app is ready, and stops it on close', async () => {
  const context = await createTestApp('pglite', { config: { checkoutSweepIntervalS: 1 } });
  try {
    const db = context.database.db;
    const user = await createTestUser(db);
    const product = await insertTestProduct(db, { stock: 3 });
    const order = await insertTestOrder(db, {
      user,
      lines: [{ product, quantity: 1 }],
      paymentStatus: 'Pending',
    });
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await expect
      .poll(async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('Expired');
  } finally {
    await context.app.close();
    await context.database.dispose();
  }
});
