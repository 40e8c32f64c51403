import { eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff } from '../../../test/helpers/users';
import { products } from '../../db/schema';
import { seedDemoShop } from '../../demo-shop/seed-demo-shop';

/** The list's total must be the number of live products whatever changed them. */
describeEachDatabase('the total of the product list', { seed: true }, (context) => {
  const shownTotal = async () => {
    // The count is under test here, not the answer cache (on PostgreSQL, the notice of a
    // write made straight to the database may come a moment after it).
    context.app.answerCache.clearAll();
    return (await call(context.app, 'GET', '/api/product/list?limit=1')).body.total;
  };
  const liveRows = async () =>
    (await context.database.db.select({ id: products.id }).from(products).where(isNull(products.archivedAt)))
      .length;

  it('follows inserts, archiving, restoring, deleting and a reset of the demo shop', async () => {
    const staff = await registerStaff(context);
    const admin = (method: 'POST' | 'DELETE', url: string) =>
      call(context.app, method, url, { token: staff.token });
    expect(await shownTotal()).toBe(await liveRows());

    const added = await Promise.all([1, 2, 3].map(() => insertTestProduct(context.database.db)));
    await insertTestProduct(context.database.db, { archivedAt: new Date() });
    expect(await shownTotal()).toBe(await liveRows());

    // Sold once, so deleting archives it; then restored; then one never sold is deleted.
    const user = await createTestUser(context.database.db);
    await insertTestOrder(context.database.db, { user, lines: [{ product: added[0]!, quantity: 1 }] });
    expect((await admin('DELETE', `/api/admin/products/${added[0]!.id}`)).body.outcome).toBe('archived');
    expect(await shownTotal()).toBe(await liveRows());
    expect((await admin('POST', `/api/admin/products/${added[0]!.id}/restore`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/products/${added[1]!.id}`)).body.outcome).toBe('deleted');
    expect(await shownTotal()).toBe(await liveRows());

    // Many rows in one statement, and a stock change that leaves the count alone.
    await context.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.brand, 'Samsung'));
    await context.database.db.update(products).set({ stock: 7 });
    expect(await shownTotal()).toBe(await liveRows());

    await seedDemoShop(context.database.db, { reset: true });
    expect(await shownTotal()).toBe(await liveRows());
    expect(await shownTotal()).toBeGreaterThan(0);
  });
});
