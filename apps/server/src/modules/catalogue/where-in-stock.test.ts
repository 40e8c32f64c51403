import {
  type BranchHoldingStock,
  branchesResponseSchema,
  type ProductDetail,
  productDetailResponseSchema,
  productListResponseSchema,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerStaff } from '../../../test/helpers/users';
import { insertPhoneWithVariants, variantOf } from '../../../test/helpers/variants';
import { rowsOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import { branchFilter, estimatedHeldAtBranch } from './branch-filter';

/** The row id of a variant the API names by its `_id`. */
async function variantRowId(context: TestContext, publicId: string): Promise<number> {
  const result = await context.database.db.execute(
    sql`select id from product_variants where public_id = ${publicId}`,
  );
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

/** Moves units between two branches as a staff transfer does: the variant's total is unchanged. */
async function moveUnits(context: TestContext, variantId: number, from: number, to: number, units: number) {
  await context.database.db.transaction(async (transaction) => {
    await transaction.execute(
      sql`update branch_stock set stock = stock - ${units} where variant_id = ${variantId} and branch_id = ${from}`,
    );
    await transaction.execute(sql`
      insert into branch_stock (variant_id, branch_id, stock) values (${variantId}, ${to}, ${units})
      on conflict (variant_id, branch_id) do update set stock = branch_stock.stock + excluded.stock`);
  });
}

/** The product answer, which always says where it is in stock. */
type Answer = ProductDetail & { inStockAt: BranchHoldingStock[] };

async function productById(context: TestContext, id: number): Promise<Answer> {
  const { status, body } = await call(context.app, 'GET', `/api/product/${id}`);
  expect(status).toBe(200);
  const { product } = productDetailResponseSchema.parse(body);
  expect(product.inStockAt).toBeInstanceOf(Array);
  return product as Answer;
}

/** A phone of six variants, `stock` units each at the delivery branch, as the API answers it. */
async function newPhone(context: TestContext, name: string, stock?: number): Promise<Answer> {
  const inserted = await insertPhoneWithVariants(context, {
    name,
    ...(stock === undefined ? {} : { stock }),
  });
  return productById(context, inserted.id);
}

describeEachDatabase('where a product is in stock', { seed: true }, (context) => {
  const branchIds = { accra: 0, kumasi: 0, takoradi: 0 };

  beforeAll(async () => {
    const { branches } = branchesResponseSchema.parse((await call(context.app, 'GET', '/api/branches')).body);
    const idOf = (name: string) => branches.find((branch) => branch.name === name)!.id;
    branchIds.accra = idOf('Accra Mall');
    branchIds.kumasi = idOf('Kumasi Adum');
    branchIds.takoradi = idOf('Takoradi Market Circle');
  });

  /**
   * The answer once the cache has heard of the write: PostgreSQL's trigger notifies every
   * instance (migration 0032); on PGlite the writer clears, as the transfer's route does.
   */
  async function answerAfterWrite(id: number, changed: (product: Answer) => boolean) {
    if (context.kind === 'pglite') context.app.answerCache.clear(['products']);
    return vi.waitFor(
      async () => {
        const product = await productById(context, id);
        if (!changed(product)) throw new Error('the answer has not changed yet');
        return product;
      },
      { timeout: 5000, interval: 50 },
    );
  }

  it('names the pickup branches holding units, in the shop order, and which variants each holds', async () => {
    const phone = await newPhone(context, 'Tecno Spark Where', 4);
    expect(phone.inStockAt).toEqual([{ id: branchIds.accra, name: 'Accra Mall', city: 'Accra' }]);
    const blue = variantOf(phone, '256GB', 'Blue');
    await moveUnits(context, await variantRowId(context, blue._id), branchIds.accra, branchIds.kumasi, 1);

    const moved = await answerAfterWrite(phone.id, (product) => product.inStockAt.length === 2);
    expect(moved.inStockAt.map((branch) => branch.name)).toEqual(['Accra Mall', 'Kumasi Adum']);
    expect(moved.inStockAt[1]).toEqual({ id: branchIds.kumasi, name: 'Kumasi Adum', city: 'Kumasi' });
    expect(variantOf(moved, '256GB', 'Blue').inStockAtBranchIds).toEqual([branchIds.accra, branchIds.kumasi]);
    expect(variantOf(moved, '128GB', 'Black').inStockAtBranchIds).toEqual([branchIds.accra]);
    expect(moved.stock).toBe(phone.stock);
  });

  it('moves with a transfer that leaves the total unchanged', async () => {
    const phone = await newPhone(context, 'Infinix Hot Where', 2);
    const black = variantOf(phone, '128GB', 'Black');
    await moveUnits(context, await variantRowId(context, black._id), branchIds.accra, branchIds.kumasi, 2);

    const moved = await answerAfterWrite(
      phone.id,
      (product) => variantOf(product, '128GB', 'Black').inStockAtBranchIds?.[0] === branchIds.kumasi,
    );
    expect(variantOf(moved, '128GB', 'Black')).toMatchObject({
      stock: 2,
      inStockAtBranchIds: [branchIds.kumasi],
    });
    expect(moved.stock).toBe(phone.stock);
    expect(moved.inStockAt.map((branch) => branch.name)).toEqual(['Accra Mall', 'Kumasi Adum']);
  });

  it("moves with staff's transfer through the admin API, the total unchanged", async () => {
    const staff = await registerStaff(context);
    const phone = await newPhone(context, 'Xiaomi Redmi Where Moved', 3);
    const blue = variantOf(phone, '128GB', 'Blue');
    const moved = await call(context.app, 'POST', '/api/admin/stock-transfers', {
      token: staff.token,
      body: { variantId: blue._id, fromBranchId: branchIds.accra, toBranchId: branchIds.kumasi, units: 3 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    // The route clears the answers it changed on this instance: no waiting, on either database.
    const after = await productById(context, phone.id);
    expect(variantOf(after, '128GB', 'Blue')).toMatchObject({
      stock: 3,
      inStockAtBranchIds: [branchIds.kumasi],
    });
    expect(after.inStockAt.map((branch) => branch.name)).toEqual(['Accra Mall', 'Kumasi Adum']);
    expect(after.stock).toBe(phone.stock);
  });

  it('names no branch when only a branch without pickup holds it (the page says "Delivery only")', async () => {
    const phone = await newPhone(context, 'Nokia Where Delivery', 1);
    for (const variant of phone.variants) {
      await moveUnits(
        context,
        await variantRowId(context, variant._id),
        branchIds.accra,
        branchIds.takoradi,
        1,
      );
    }
    const moved = await answerAfterWrite(phone.id, (product) => product.inStockAt.length === 0);
    expect(moved.stock).toBe(6);
    expect(moved.variants.every((variant) => variant.inStockAtBranchIds?.length === 0)).toBe(true);
  });

  it('names no branch when it is out of stock', async () => {
    const phone = await newPhone(context, 'Oppo Where Sold Out', 0);
    expect(phone).toMatchObject({ stock: 0, inStockAt: [] });
  });

  it('filters the list by a branch, alone, with other filters and with a sort', async () => {
    const list = async (query: string) => {
      const { status, body } = await call(context.app, 'GET', `/api/product/list?${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return productListResponseSchema.parse(body);
    };
    const atKumasi = await list(`branch=${branchIds.kumasi}&limit=100`);
    expect(atKumasi.products.map((product) => product.name).sort()).toEqual([
      'Infinix Hot Where',
      'Tecno Spark Where',
      'Xiaomi Redmi Where Moved',
    ]);
    expect(atKumasi.total).toBe(3);
    const sorted = await list(`branch=${branchIds.kumasi}&sort=price_desc&category=Phone&limit=100`);
    expect(sorted.products).toHaveLength(3);
    const prices = sorted.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const none = await list(`branch=${branchIds.kumasi}&brand=Apple&limit=100`);
    expect(none).toMatchObject({ products: [], total: 0 });
    const searched = await list(`branch=${branchIds.kumasi}&q=tecno&limit=100`);
    expect(searched.products.map((product) => product.name)).toEqual(['Tecno Spark Where']);
    // Any open branch, pickup or not: Takoradi holds the Nokia.
    const atTakoradi = await list(`branch=${branchIds.takoradi}&limit=100`);
    expect(atTakoradi.products.map((product) => product.name)).toEqual(['Nokia Where Delivery']);
    // Accra holds the demo's products but not those sold out or moved away entirely.
    const atAccra = await list(`branch=${branchIds.accra}&limit=100`);
    expect(atAccra.products.map((product) => product.name)).not.toContain('Nokia Where Delivery');
    expect(atAccra.products.map((product) => product.name)).not.toContain('Oppo Where Sold Out');
    expect(atAccra.products.every((product) => product.stock > 0)).toBe(true);
  });

  it('refuses a branch id that is not a number, and finds nothing at an unknown branch', async () => {
    const refused = await call(context.app, 'GET', '/api/product/list?branch=kumasi');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toMatch(/branch.*whole number/);
    const unknown = await call(context.app, 'GET', '/api/product/list?branch=999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ products: [], total: 0 });
  });

  it('finds the same products at a branch holding many as at one holding few, and estimates the total of many', async () => {
    const idsWhere = async (where: SQL) =>
      rowsOf<{ id: number }>(
        await context.database.db.execute(sql`select id from ${products} where ${where} order by id`),
      ).map((row) => Number(row.id));
    const few = await branchFilter(context.database.db, branchIds.accra);
    const many = await branchFilter(context.database.db, branchIds.accra, 5);
    expect([few.holdsMany, many.holdsMany]).toEqual([false, true]);
    const found = await idsWhere(few.where);
    expect(found.length).toBeGreaterThan(10);
    expect(await idsWhere(many.where)).toEqual(found);
    const estimated = await estimatedHeldAtBranch(context.database.db, many.where, 25);
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThanOrEqual(25);
  });

  it('leaves a closed branch out of the answer and its list empty', async () => {
    const phone = await productById(
      context,
      (await insertPhoneWithVariants(context, { name: 'Where Closed' })).id,
    );
    const black = variantOf(phone, '128GB', 'Black');
    await moveUnits(context, await variantRowId(context, black._id), branchIds.accra, branchIds.kumasi, 1);
    await answerAfterWrite(phone.id, (product) => product.inStockAt.length === 2);
    await context.database.db.execute(
      sql`update branches set archived_at = now() where id = ${branchIds.kumasi}`,
    );
    context.app.answerCache.clear(['branches']);
    const closed = await answerAfterWrite(phone.id, (product) => product.inStockAt.length === 1);
    expect(closed.inStockAt.map((branch) => branch.name)).toEqual(['Accra Mall']);
    const list = await call(context.app, 'GET', `/api/product/list?branch=${branchIds.kumasi}`);
    expect(list.body).toMatchObject({ products: [], total: 0 });
  });
});
