import {
  BRANCH_STOCK_MESSAGES,
  type Product,
  STOCK_TRANSFERS_PAGE_SIZE,
  stockTransferResponseSchema,
  stockTransfersResponseSchema,
} from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct, shopOwner } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  startBody,
  startCheckout,
} from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { productById } from '../../../test/helpers/variants';
import { branchStockCalls, cell, cellOf, expectTotalsAreSums, gridOf } from './branch-stock-test-fixtures';
import { branchBody, branchCalls } from './branch-test-fixtures';

describeEachDatabase('stock at each branch: moving units between branches', { seed: true }, (context) => {
  let token: string;
  let calls: ReturnType<typeof branchStockCalls>;
  let accra: number;
  let kumasi: number;

  /** A one-variant product holding these units at Accra Mall (the delivery branch) and Kumasi. */
  async function speakerHolding(name: string, atAccra: number, atKumasi: number) {
    const row = await insertTestProduct(context.database.db, { name, stock: 0 });
    const product = await productById(context, row.id);
    const variantId = product.variants[0]!._id;
    const saved = await calls.setCells(token, row.id, [
      cell(variantId, accra, atAccra),
      cell(variantId, kumasi, atKumasi),
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { product: await productById(context, row.id), variantId };
  }

  const unitsAt = async (product: Product, variantId: string) => {
    const grid = await gridOf(context.app, token, product.id);
    return [cellOf(grid, variantId, accra), cellOf(grid, variantId, kumasi)];
  };

  beforeAll(async () => {
    token = (await registerStaff(context)).token;
    calls = branchStockCalls(context.app);
    const owner = await shopOwner(context.database.db);
    const list = (await branchCalls(context.app).staffList(owner.token)).body.branches as {
      id: number;
      name: string;
    }[];
    const idOf = (name: string) => list.find((branch) => branch.name === name)!.id;
    [accra, kumasi] = [idOf('Accra Mall'), idOf('Kumasi Adum')];
  });

  it('moves units from Kumasi to Accra in one logged step; the total stays', async () => {
    const { product, variantId } = await speakerHolding('JBL Charge 5', 1, 6);
    const moved = await calls.transfer(token, {
      variantId,
      fromBranchId: kumasi,
      toBranchId: accra,
      units: 2,
      note: 'For the Saturday sale',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const answer = stockTransferResponseSchema.parse(moved.body);
    expect(answer.message).toBe(BRANCH_STOCK_MESSAGES.moved(2, 'JBL Charge 5', 'Kumasi Adum', 'Accra Mall'));
    expect(answer.transfer).toMatchObject({
      staffName: 'Kojo Staff',
      variantName: 'JBL Charge 5',
      fromBranch: 'Kumasi Adum',
      toBranch: 'Accra Mall',
      units: 2,
      note: 'For the Saturday sale',
    });
    expect(await unitsAt(product, variantId)).toEqual([3, 4]);
    expect((await productById(context, product.id)).stock).toBe(7);
    await expectTotalsAreSums(context, product.id);

    const log = stockTransfersResponseSchema.parse((await calls.log(token)).body);
    expect(log.transfers[0]).toEqual(answer.transfer);
    expect(log).toMatchObject({ page: 1, limit: STOCK_TRANSFERS_PAGE_SIZE });
    expect(log.total).toBeGreaterThanOrEqual(1);
  });

  it('moves units to a branch that had none of the variant (no row yet)', async () => {
    const { product, variantId } = await speakerHolding('Anker Soundcore 2', 4, 0);
    const owner = await shopOwner(context.database.db);
    const tema = (await branchCalls(context.app).create(owner.token, branchBody('Tema Community 1'))).body
      .branch.id as number;
    const moved = await calls.transfer(token, { variantId, fromBranchId: accra, toBranchId: tema, units: 4 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const grid = await gridOf(context.app, token, product.id);
    expect([cellOf(grid, variantId, accra), cellOf(grid, variantId, tema)]).toEqual([0, 4]);
    await expectTotalsAreSums(context, product.id);
    // Tema now holds stock: it cannot be closed until it is moved back.
    expect((await branchCalls(context.app).close(owner.token, tema)).status).toBe(409);
    expect(
      (await calls.transfer(token, { variantId, fromBranchId: tema, toBranchId: accra, units: 4 })).status,
    ).toBe(201);
    expect((await branchCalls(context.app).close(owner.token, tema)).status).toBe(200);
    const closed = await calls.transfer(token, {
      variantId,
      fromBranchId: accra,
      toBranchId: tema,
      units: 1,
    });
    expect(closed).toMatchObject({
      status: 400,
      body: { message: BRANCH_STOCK_MESSAGES.unknownBranch(tema) },
    });
  });

  it('refuses more than the branch holds (409 naming what it holds), one branch to itself, and a bad body', async () => {
    const { product, variantId } = await speakerHolding('Sony SRS-XB13', 2, 3);
    const tooMany = await calls.transfer(token, {
      variantId,
      fromBranchId: kumasi,
      toBranchId: accra,
      units: 4,
    });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { success: false, message: BRANCH_STOCK_MESSAGES.branchHolds('Kumasi Adum', 3) },
    });
    const same = await calls.transfer(token, {
      variantId,
      fromBranchId: kumasi,
      toBranchId: kumasi,
      units: 1,
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain(BRANCH_STOCK_MESSAGES.sameBranch);
    const twoLines = { variantId, fromBranchId: kumasi, toBranchId: accra, units: 1, note: 'Van\nBcc: x' };
    expect((await calls.transfer(token, twoLines)).status).toBe(400);
    for (const units of [0, -2, 1.5, '2']) {
      const answer = await calls.transfer(token, {
        variantId,
        fromBranchId: kumasi,
        toBranchId: accra,
        units,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    const unknown = await calls.transfer(token, {
      variantId: '7d3c1f5e-8a2b-4c6d-9e0f-1a2b3c4d5e6f',
      fromBranchId: kumasi,
      toBranchId: accra,
      units: 1,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: BRANCH_STOCK_MESSAGES.variantNotFound } });
    expect(await unitsAt(product, variantId)).toEqual([2, 3]);
  });

  it('cannot move the units a checkout holds: held first, the transfer finds only what is free', async () => {
    const { product, variantId } = await speakerHolding('Tecno Power Bank 20000', 3, 0);
    const shopper = await registerShopper(context.app, 'Yaw Asante');
    await addToCart(context.app, shopper.token, product, 2);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    expect((await startCheckout(context.app, shopper, startBody(shopper, figures, city.city))).status).toBe(
      200,
    );
    const refused = await calls.transfer(token, {
      variantId,
      fromBranchId: accra,
      toBranchId: kumasi,
      units: 3,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: BRANCH_STOCK_MESSAGES.branchHolds('Accra Mall', 1) },
    });
    expect(
      (await calls.transfer(token, { variantId, fromBranchId: accra, toBranchId: kumasi, units: 1 })).status,
    ).toBe(201);
    expect(await unitsAt(product, variantId)).toEqual([0, 1]);
    await expectTotalsAreSums(context, product.id);
  });

  it('a checkout and a transfer of the same units at one moment: the held units stay held, totals the sums', async () => {
    const { product, variantId } = await speakerHolding('Oraimo SpaceBox', 3, 0);
    const shopper = await registerShopper(context.app, 'Efua Quaye');
    await addToCart(context.app, shopper.token, product, 2);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    const [checkout, transfer] = await Promise.all([
      startCheckout(context.app, shopper, startBody(shopper, figures, city.city)),
      calls.transfer(token, { variantId, fromBranchId: accra, toBranchId: kumasi, units: 3 }),
    ]);
    const [atAccra, atKumasi] = await unitsAt(product, variantId);
    if (checkout.status === 200) {
      // The checkout held 2 first: the transfer found 1 free and was refused; nothing moved.
      expect(transfer).toMatchObject({
        status: 409,
        body: { message: BRANCH_STOCK_MESSAGES.branchHolds('Accra Mall', 1) },
      });
      expect([atAccra, atKumasi]).toEqual([1, 0]);
    } else {
      // The transfer moved all 3 first: the checkout found none at the delivery branch.
      expect(checkout.status).toBe(409);
      expect(transfer.status).toBe(201);
      expect([atAccra, atKumasi]).toEqual([0, 3]);
    }
    await expectTotalsAreSums(context, product.id);
  });

  it('pages the log, newest first; staff only', async () => {
    const first = stockTransfersResponseSchema.parse((await calls.log(token, '?page=1')).body);
    expect(first.transfers.map((transfer) => transfer.createdAt)).toEqual(
      [...first.transfers.map((transfer) => transfer.createdAt)].sort().reverse(),
    );
    const far = stockTransfersResponseSchema.parse((await calls.log(token, '?page=99')).body);
    expect(far.transfers).toEqual([]);
    expect(far.total).toBe(first.total);
    expect((await calls.log(token, '?page=0')).status).toBe(400);
    const shopper = await registerShopper(context.app);
    expect((await calls.log(shopper.token)).status).toBe(403);
    expect((await call(context.app, 'POST', '/api/admin/stock-transfers', { body: {} })).status).toBe(401);
  });
});
