import { branchesResponseSchema, productListResponseSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { insertPhoneWithVariants } from '../../../test/helpers/variants';
import { rowsOf } from '../../db/query-helpers';
import { branchFilter } from './branch-filter';

/*
 * The list at a branch reads the branches kept on each product's row (decision 0074): these
 * tests move stock the ways the shop does and check that the list follows every move.
 */
describeEachDatabase('the list at a branch follows its stock', { seed: true }, (context) => {
  const branchIds = { accra: 0, kumasi: 0 };

  beforeAll(async () => {
    const { branches } = branchesResponseSchema.parse((await call(context.app, 'GET', '/api/branches')).body);
    branchIds.accra = branches.find((branch) => branch.name === 'Accra Mall')!.id;
    branchIds.kumasi = branches.find((branch) => branch.name === 'Kumasi Adum')!.id;
  });

  async function namesAt(branchId: number): Promise<string[]> {
    context.app.answerCache.clear(['products']);
    const { status, body } = await call(
      context.app,
      'GET',
      `/api/product/list?branch=${branchId}&q=follows&limit=100`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return productListResponseSchema.parse(body).products.map((product) => product.name);
  }

  async function variantIdsOf(productId: number): Promise<number[]> {
    const answer = await context.database.db.execute(
      sql`select id from product_variants where product_id = ${productId} order by id`,
    );
    return rowsOf<{ id: number }>(answer).map((row) => Number(row.id));
  }

  const setStock = (variantId: number, branchId: number, stock: number) =>
    context.database.db.execute(sql`
      insert into branch_stock (variant_id, branch_id, stock) values (${variantId}, ${branchId}, ${stock})
      on conflict (variant_id, branch_id) do update set stock = excluded.stock`);

  it('adds a product when a branch gets its first unit and keeps it while one unit is left', async () => {
    const phone = await insertPhoneWithVariants(context, { name: 'Itel Follows Kumasi', stock: 2 });
    const [first, second] = await variantIdsOf(phone.id);
    expect(await namesAt(branchIds.kumasi)).not.toContain('Itel Follows Kumasi');

    await setStock(first!, branchIds.kumasi, 2);
    await setStock(second!, branchIds.kumasi, 1);
    expect(await namesAt(branchIds.kumasi)).toContain('Itel Follows Kumasi');

    // One sold of two, then the other variant's last one sold: a unit is still there.
    await setStock(first!, branchIds.kumasi, 1);
    await setStock(second!, branchIds.kumasi, 0);
    expect(await namesAt(branchIds.kumasi)).toContain('Itel Follows Kumasi');

    await setStock(first!, branchIds.kumasi, 0);
    expect(await namesAt(branchIds.kumasi)).not.toContain('Itel Follows Kumasi');
    // Accra, which kept its units all along, still lists it.
    expect(await namesAt(branchIds.accra)).toContain('Itel Follows Kumasi');
  });

  it('follows a variant sold out through its single stock figure, as staff set it in a one-branch shop', async () => {
    const phone = await insertPhoneWithVariants(context, { name: 'Nokia Follows Accra', stock: 1 });
    expect(await namesAt(branchIds.accra)).toContain('Nokia Follows Accra');
    await context.database.db.execute(
      sql`update product_variants set stock = 0 where product_id = ${phone.id}`,
    );
    expect(await namesAt(branchIds.accra)).not.toContain('Nokia Follows Accra');
    await context.database.db.execute(
      sql`update product_variants set stock = 3 where id = ${(await variantIdsOf(phone.id))[0]!}`,
    );
    expect(await namesAt(branchIds.accra)).toContain('Nokia Follows Accra');
  });

  it("follows a one-variant product's stock written on the product's own row, and a new product's", async () => {
    const cable = await insertTestProduct(context.database.db, { name: 'Anker Follows Cable', stock: 2 });
    expect(await namesAt(branchIds.accra)).toContain('Anker Follows Cable');
    await context.database.db.execute(sql`update products set stock = 0 where id = ${cable.id}`);
    expect(await namesAt(branchIds.accra)).not.toContain('Anker Follows Cable');
    await context.database.db.execute(sql`update products set stock = 5 where id = ${cable.id}`);
    expect(await namesAt(branchIds.accra)).toContain('Anker Follows Cable');
    const soldOut = await insertTestProduct(context.database.db, { name: 'Oraimo Follows None', stock: 0 });
    expect(soldOut.inStockAtBranchIds).toEqual([]);
    expect(await namesAt(branchIds.accra)).not.toContain('Oraimo Follows None');
  });

  it('forgets a branch when the only variant holding units there is removed', async () => {
    const phone = await insertPhoneWithVariants(context, { name: 'Tecno Follows Removal', stock: 0 });
    const [only] = await variantIdsOf(phone.id);
    await setStock(only!, branchIds.kumasi, 4);
    expect(await namesAt(branchIds.kumasi)).toContain('Tecno Follows Removal');
    await context.database.db.execute(sql`delete from product_variants where id = ${only!}`);
    expect(await namesAt(branchIds.kumasi)).not.toContain('Tecno Follows Removal');
  });

  it('counts the products of a branch holding few exactly', async () => {
    const { status, body } = await call(
      context.app,
      'GET',
      `/api/product/list?branch=${branchIds.kumasi}&limit=1`,
    );
    expect(status).toBe(200);
    const listed = productListResponseSchema.parse(body);
    const held = await context.database.db.execute(
      sql`select count(*)::integer as held from products where ${branchIds.kumasi} = any(in_stock_at_branch_ids)`,
    );
    expect(listed.total).toBe(Number(rowsOf<{ held: number }>(held)[0]!.held));
    expect(listed).not.toHaveProperty('totalEstimated', true);
  });

  it("keeps each branch's count true through first units, last units, archives, restores and deletes", async () => {
    /** The list's total at each branch beside a count of the products themselves. */
    async function totalsAt(): Promise<{ listed: number[]; counted: number[] }> {
      context.app.answerCache.clear(['products']);
      const listed: number[] = [];
      const counted: number[] = [];
      for (const branchId of [branchIds.accra, branchIds.kumasi]) {
        const { body } = await call(context.app, 'GET', `/api/product/list?branch=${branchId}&limit=1`);
        listed.push(productListResponseSchema.parse(body).total ?? -1);
        const held = await context.database.db.execute(sql`
          select count(*)::integer as held from products
          where ${branchId} = any(in_stock_at_branch_ids) and archived_at is null`);
        counted.push(Number(rowsOf<{ held: number }>(held)[0]!.held));
      }
      return { listed, counted };
    }
    const before = await totalsAt();
    expect(before.listed).toEqual(before.counted);

    const phone = await insertPhoneWithVariants(context, { name: 'Infinix Counted Twice', stock: 3 });
    const [first] = await variantIdsOf(phone.id);
    await setStock(first!, branchIds.kumasi, 1);
    const added = await totalsAt();
    expect(added.listed).toEqual(added.counted);
    expect(added.listed).toEqual([before.listed[0]! + 1, before.listed[1]! + 1]);

    await setStock(first!, branchIds.kumasi, 0);
    expect((await totalsAt()).listed).toEqual([before.listed[0]! + 1, before.listed[1]!]);

    await context.database.db.execute(sql`update products set archived_at = now() where id = ${phone.id}`);
    expect((await totalsAt()).listed).toEqual(before.listed);
    await context.database.db.execute(sql`update products set archived_at = null where id = ${phone.id}`);
    const restored = await totalsAt();
    expect(restored.listed).toEqual([before.listed[0]! + 1, before.listed[1]!]);
    expect(restored.listed).toEqual(restored.counted);

    await context.database.db.execute(sql`delete from products where id = ${phone.id}`);
    const deleted = await totalsAt();
    expect(deleted.listed).toEqual(before.listed);
    expect(deleted.listed).toEqual(deleted.counted);
  });

  it('counts a branch holding many exactly, from the count its trigger keeps', async () => {
    const many = await branchFilter(context.database.db, branchIds.accra, 5);
    expect(many.holdsMany).toBe(true);
    const held = await context.database.db.execute(sql`
      select count(*)::integer as held from products
      where ${branchIds.accra} = any(in_stock_at_branch_ids) and archived_at is null`);
    expect(many.held).toBe(Number(rowsOf<{ held: number }>(held)[0]!.held));
  });
});
