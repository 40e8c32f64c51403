import { auditLogResponseSchema } from '@shop/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  createTestUser,
  insertTestProduct,
  shopOwner,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { auditLog, products } from '../../db/schema';

describeEachDatabase('the audit log', {}, (context) => {
  let owner: TestUser;
  let staff: TestUser;
  let otherStaff: TestUser;
  const db = () => context.database.db;
  const rowCount = async () => (await db().select({ id: auditLog.id }).from(auditLog)).length;
  const newest = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  beforeAll(async () => {
    owner = await shopOwner(db());
    staff = await createTestUser(db(), { isAdmin: true, name: 'Kofi Staff' });
    otherStaff = await createTestUser(db(), { isAdmin: true, name: 'Efua Staff' });
  });

  it("records a staff member's stock change with who, from where, and the stock before and after", async () => {
    const product = await insertTestProduct(db(), { stock: 4 });
    const response = await call(context.app, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      token: staff.token,
      body: { stock: 9 },
      remoteAddress: '10.20.30.40',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({
      actorId: staff.id,
      address: '10.20.30.40',
      method: 'PATCH',
      route: '/api/admin/products/:id/stock',
      action: "Set a product's stock",
      targetType: 'product',
      targetId: String(product.id),
    });
    const productChange = row.changes.find((change) => change.table === 'products');
    expect(productChange).toMatchObject({
      operation: 'update',
      key: { id: product.id },
      before: expect.objectContaining({ stock: 4 }),
      after: expect.objectContaining({ stock: 9 }),
    });
    // Only what changed: the name stayed, so it is not in the row.
    expect(productChange?.before).not.toHaveProperty('name');
  });

  it('writes no row for a refused write, and rolls back what it had written', async () => {
    const before = await rowCount();
    const missing = await call(context.app, 'PATCH', '/api/admin/products/999999/stock', {
      token: staff.token,
      body: { stock: 9 },
    });
    expect(missing.status).toBe(404);
    const invalid = await call(context.app, 'POST', '/api/admin/brands', {
      token: staff.token,
      body: { name: '' },
    });
    expect(invalid.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('masks personal data and leaves secrets out', async () => {
    const customer = await createTestUser(db(), {
      name: 'Abena Private',
      email: 'abena.private@example.com',
    });
    const response = await call(context.app, 'PATCH', `/api/admin/customers/${customer.id}`, {
      token: owner.token,
      body: { isAdmin: true },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = await newest();
    const text = JSON.stringify(row.changes);
    expect(row.changes.find((change) => change.table === 'users')).toMatchObject({
      operation: 'update',
      before: expect.objectContaining({ is_admin: false }),
      after: expect.objectContaining({ is_admin: true }),
    });
    expect(text).not.toContain('abena.private@example.com');
    expect(text).not.toContain('Abena Private');
    expect(text).not.toContain('password_hash');
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log through SQL', async () => {
    expect(await rowCount()).toBeGreaterThan(0);
    await expect(db().execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'nothing'));
    expect(row).toBeUndefined();
  });

  it('shows the owner every row and other staff only their own, newest first, in pages', async () => {
    const product = await insertTestProduct(db(), { stock: 1 });
    for (const [who, stock] of [
      [otherStaff, 2],
      [otherStaff, 3],
      [owner, 4],
    ] as const) {
      const response = await call(context.app, 'PATCH', `/api/admin/products/${product.id}/stock`, {
        token: who.token,
        body: { stock },
      });
      expect(response.status).toBe(200);
    }
    const mine = await call(context.app, 'GET', '/api/admin/audit-log', { token: otherStaff.token });
    expect(mine.status).toBe(200);
    const page = auditLogResponseSchema.parse(mine.body);
    expect(page.everyone).toBe(false);
    expect(page.entries.map((entry) => entry.actor?.id)).toEqual([otherStaff.id, otherStaff.id]);
    expect(page.entries[0]!.actor).toMatchObject({ name: 'Efua Staff', email: otherStaff.email });
    // Asking for someone else's rows still shows only their own.
    const asked = await call(context.app, 'GET', `/api/admin/audit-log?actor=${owner.id}`, {
      token: otherStaff.token,
    });
    expect(
      asked.body.entries.every((entry: { actor: { id: string } }) => entry.actor.id === otherStaff.id),
    ).toBe(true);

    const all = auditLogResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/audit-log?limit=2', { token: owner.token })).body,
    );
    expect(all.everyone).toBe(true);
    expect(all.entries.map((entry) => entry.actor?.id)).toEqual([owner.id, otherStaff.id]);
    expect(all.nextBefore).toBe(all.entries[1]!.id);
    const next = auditLogResponseSchema.parse(
      (
        await call(context.app, 'GET', `/api/admin/audit-log?limit=2&before=${all.nextBefore}`, {
          token: owner.token,
        })
      ).body,
    );
    expect(next.entries[0]!.actor?.id).toBe(otherStaff.id);
    expect(Number(next.entries[0]!.id)).toBeLessThan(Number(all.entries[1]!.id));

    const ofStaff = auditLogResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/audit-log?actor=${staff.id}`, { token: owner.token })).body,
    );
    expect(ofStaff.entries.length).toBeGreaterThan(0);
    expect(ofStaff.entries.every((entry) => entry.actor?.id === staff.id)).toBe(true);
  });

  it('filters by what and by day, and exports the filtered rows as CSV', async () => {
    const byWhat = auditLogResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/audit-log?what=staff%20access', { token: owner.token }))
        .body,
    );
    expect(byWhat.entries.length).toBe(1);
    expect(byWhat.entries[0]!.action).toBe('Give or remove staff access');
    const [stockRow] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "Set a product's stock"))
      .limit(1);
    const target = `product ${stockRow!.targetId}`;
    const byTarget = auditLogResponseSchema.parse(
      (
        await call(context.app, 'GET', `/api/admin/audit-log?what=${encodeURIComponent(target)}`, {
          token: owner.token,
        })
      ).body,
    );
    expect(byTarget.entries.length).toBeGreaterThan(0);
    expect(byTarget.entries.every((entry) => entry.target === target)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const todays = await call(context.app, 'GET', `/api/admin/audit-log?from=${today}&to=${today}`, {
      token: owner.token,
    });
    expect(todays.body.entries.length).toBe(await rowCount());
    const none = await call(context.app, 'GET', `/api/admin/audit-log?to=${yesterday}`, {
      token: owner.token,
    });
    expect(none.body.entries).toEqual([]);
    expect(
      (await call(context.app, 'GET', '/api/admin/audit-log?from=yesterday', { token: owner.token })).status,
    ).toBe(400);

    const csv = await context.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?what=stock',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('action');
    expect(lines.slice(1).every((line) => line.includes("Set a product's stock"))).toBe(true);
    expect(lines.length - 1).toBe(
      (
        await db()
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(eq(auditLog.action, "Set a product's stock"))
      ).length,
    );
    const staffCsv = await context.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv',
      headers: { authorization: `Bearer ${otherStaff.token}` },
    });
    expect(staffCsv.body).not.toContain(owner.email);
    expect(staffCsv.body).toContain(otherStaff.email);
  });

  it('keeps the checkout of shoppers out of the log', async () => {
    const before = await rowCount();
    await db()
      .update(products)
      .set({ stock: 7 })
      .where(eq(products.id, (await insertTestProduct(db())).id));
    expect(await rowCount()).toBe(before);
  });
});
