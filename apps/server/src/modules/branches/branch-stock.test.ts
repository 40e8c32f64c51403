import { BRANCH_MESSAGES, BRANCH_STOCK_MESSAGES, type BranchStockResponse, type Product } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct, shopOwner } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { addToCart, startCart } from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { insertPhoneWithVariants, productById, variantOf } from '../../../test/helpers/variants';
import { branchStockCalls, cell, cellOf, expectTotalsAreSums, gridOf } from './branch-stock-test-fixtures';
import { branchBody, branchCalls } from './branch-test-fixtures';

describeEachDatabase('stock at each branch: the grid', { seed: true }, (context) => {
  let token: string;
  let calls: ReturnType<typeof branchStockCalls>;
  let accra: number;
  let kumasi: number;
  let takoradi: number;
  let phone: Product;

  beforeAll(async () => {
    token = (await registerStaff(context)).token;
    calls = branchStockCalls(context.app);
    const owner = await shopOwner(context.database.db);
    const list = (await branchCalls(context.app).staffList(owner.token)).body.branches as {
      id: number;
      name: string;
    }[];
    const idOf = (name: string) => list.find((branch) => branch.name === name)!.id;
    [accra, kumasi, takoradi] = [idOf('Accra Mall'), idOf('Kumasi Adum'), idOf('Takoradi Market Circle')];
    phone = await insertPhoneWithVariants(context, { name: 'Tecno Spark 20', stock: 5 });
  });

  it("shows each variant's units at every open branch, all at the delivery branch at first", async () => {
    const grid = await gridOf(context.app, token, phone.id);
    expect(grid.branches.map((branch) => [branch.name, branch.fillsDelivery])).toEqual([
      ['Accra Mall', true],
      ['Kumasi Adum', false],
      ['Takoradi Market Circle', false],
    ]);
    expect(grid.variants).toHaveLength(6);
    const blue = grid.variants.find((variant) => variant._id === variantOf(phone, '256GB', 'Blue')._id)!;
    expect(blue).toMatchObject({
      options: { Storage: '256GB', Colour: 'Blue' },
      name: 'Tecno Spark 20, 256GB, Blue',
      total: 5,
      branches: { [accra]: 5, [kumasi]: 0, [takoradi]: 0 },
    });
  });

  it('sets several cells in one save, and the variant and product totals follow', async () => {
    const blue = variantOf(phone, '256GB', 'Blue')._id;
    const black = variantOf(phone, '128GB', 'Black')._id;
    const saved = await calls.setCells(token, phone.id, [
      cell(blue, accra, 2),
      cell(blue, kumasi, 7),
      cell(black, takoradi, 1),
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const grid = saved.body as BranchStockResponse;
    expect(grid.message).toBe(BRANCH_STOCK_MESSAGES.saved);
    expect(cellOf(grid, blue, accra)).toBe(2);
    expect(cellOf(grid, blue, kumasi)).toBe(7);
    expect(grid.variants.find((variant) => variant._id === blue)!.total).toBe(9);
    expect(grid.variants.find((variant) => variant._id === black)!.total).toBe(6);
    // The storefront reads the sums: 4 variants of 5, then 9 and 6.
    const shown = await productById(context, phone.id);
    expect(variantOf(shown, '256GB', 'Blue').stock).toBe(9);
    expect(shown.stock).toBe(4 * 5 + 9 + 6);
    await expectTotalsAreSums(context, phone.id);
  });

  it('refuses a closed or unknown branch, a variant of another product, a negative or broken count, and writes nothing', async () => {
    const owner = await shopOwner(context.database.db);
    const branches = branchCalls(context.app);
    const closed = (await branches.create(owner.token, branchBody('Tamale Central'))).body.branch
      .id as number;
    expect((await branches.close(owner.token, closed)).status).toBe(200);
    const other = await insertPhoneWithVariants(context, { name: 'Infinix Hot 40', sku: 'HOT40' });
    const blue = variantOf(phone, '256GB', 'Blue')._id;
    const before = await gridOf(context.app, token, phone.id);

    const refusals: [unknown, number, string | undefined][] = [
      [[cell(blue, closed, 3)], 400, BRANCH_STOCK_MESSAGES.unknownBranch(closed)],
      [[cell(blue, 999_999, 3)], 400, BRANCH_STOCK_MESSAGES.unknownBranch(999_999)],
      [
        [cell(blue, kumasi, 1), cell(variantOf(other, '128GB', 'Black')._id, kumasi, 3)],
        400,
        BRANCH_STOCK_MESSAGES.unknownVariant(variantOf(other, '128GB', 'Black')._id),
      ],
      [[cell(blue, kumasi, 1), cell(blue, kumasi, 2)], 400, BRANCH_STOCK_MESSAGES.cellTwice],
      [[cell(blue, kumasi, -1)], 400, 'Stock cannot be negative'],
      [[cell(blue, kumasi, 2.5)], 400, 'Stock must be a whole number'],
      [[{ variantId: blue, branchId: kumasi, stock: '4' }], 400, undefined],
      [[], 400, 'Stock must list at least one cell'],
    ];
    for (const [stock, status, message] of refusals) {
      const answer = await calls.setCells(token, phone.id, stock);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.success).toBe(false);
      if (message) expect(answer.body.message).toContain(message);
    }
    const unknownProduct = await calls.setCells(token, 99_999_999, [cell(blue, kumasi, 1)]);
    expect(unknownProduct.status).toBe(404);
    expect((await calls.grid(token, 99_999_999)).status).toBe(404);
    expect(await gridOf(context.app, token, phone.id)).toEqual(before);
  });

  it('lands the single stock figure staff edit at the delivery branch, and refuses a decrease it cannot cover (409)', async () => {
    const yellow = variantOf(phone, '128GB', 'Yellow')._id;
    expect(
      (await calls.setCells(token, phone.id, [cell(yellow, accra, 1), cell(yellow, kumasi, 4)])).status,
    ).toBe(200);
    const patch = (stock: number) =>
      call(context.app, 'PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
        token,
        body: { stock: [{ _id: yellow, stock }] },
      });
    expect((await patch(8)).status).toBe(200);
    let grid = await gridOf(context.app, token, phone.id);
    expect([cellOf(grid, yellow, accra), cellOf(grid, yellow, kumasi)]).toEqual([4, 4]);
    // 8 to 3 takes 5 at Accra Mall, which holds 4: Kumasi's units are not the delivery branch's.
    const refused = await patch(3);
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, message: BRANCH_MESSAGES.deliveryBranchShort },
    });
    grid = await gridOf(context.app, token, phone.id);
    expect([cellOf(grid, yellow, accra), cellOf(grid, yellow, kumasi)]).toEqual([4, 4]);
    await expectTotalsAreSums(context, phone.id);
  });

  it('refuses to close a branch that still holds stock, naming its units', async () => {
    const owner = await shopOwner(context.database.db);
    const refused = await branchCalls(context.app).close(owner.token, takoradi);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Takoradi Market Circle still holds \d+ units?: move its stock first$/,
    );
    expect((await branchCalls(context.app).staffList(owner.token)).body.branches).toHaveLength(3);
  });

  it("lets a staff bulk edit and a shopper's checkout of the same variant both finish, totals the sums", async () => {
    const row = await insertTestProduct(context.database.db, { name: 'Oraimo FreePods 4', stock: 10 });
    const product = await productById(context, row.id);
    const variantId = product.variants[0]!._id;
    const shopper = await registerShopper(context.app, 'Akosua Boateng');
    await addToCart(context.app, shopper.token, product, 2);
    const [edit, started] = await Promise.all([
      calls.setCells(token, row.id, [cell(variantId, accra, 10), cell(variantId, kumasi, 3)]),
      startCart(context.app, shopper),
    ]);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(started.started.payment.reference).toBeTruthy();
    const grid = await gridOf(context.app, token, row.id);
    // The edit set Accra Mall to 10: before the checkout took 2 (8 left) or after it (10).
    expect([8, 10]).toContain(cellOf(grid, variantId, accra));
    expect(cellOf(grid, variantId, kumasi)).toBe(3);
    await expectTotalsAreSums(context, row.id);
  });
});
