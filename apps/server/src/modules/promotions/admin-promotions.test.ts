import {
  API_MESSAGES,
  CATALOGUE_LIST_MESSAGES,
  DISCOUNT_MESSAGES,
  formatOrderNumber,
  PROMOTION_ADMIN_TEXTS,
  type Promotion,
  type PromotionBody,
  promotionListResponseSchema,
  promotionResponseSchema,
  promotionUsesResponseSchema,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  shopOwner,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { orders, promotions, promotionUses, refunds, returnRequests } from '../../db/schema';

const { errors } = PROMOTION_ADMIN_TEXTS;

const TEN_PERCENT: PromotionBody = {
  code: 'black friday',
  description: '10 % off everything',
  kind: 'percent',
  percent: 10,
};

describeEachDatabase('the owner’s promotions', {}, (context) => {
  let owner: TestUser;
  let staff: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    const db = context.app.database.db;
    owner = await shopOwner(db);
    staff = await createTestUser(db, { isAdmin: true, name: 'Kofi Staff' });
    shopper = await createTestUser(db, { name: 'Ama Buyer' });
  });

  const create = (body: unknown, token = owner.token) =>
    call(context.app, 'POST', '/api/admin/promotions', { token, body });
  const edit = (id: number, body: unknown, token = owner.token) =>
    call(context.app, 'PUT', `/api/admin/promotions/${id}`, { token, body });
  const switchTo = (id: number, enabled: boolean, token = owner.token) =>
    call(context.app, 'PATCH', `/api/admin/promotions/${id}`, { token, body: { enabled } });
  const list = async (token = owner.token) => {
    const answer = await call(context.app, 'GET', '/api/admin/promotions', { token });
    expect(answer.status).toBe(200);
    return promotionListResponseSchema.parse(answer.body).promotions;
  };
  const created = async (body: PromotionBody): Promise<Promotion> => {
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return promotionResponseSchema.parse(answer.body).promotion;
  };
  const listed = async (id: number) => (await list()).find((promotion) => promotion.id === id)!;

  /** An order placed with the promotion, as checkout leaves it: the order, its use, the counter. */
  const orderWith = async (promotion: Promotion, discountPesewas: number, givenBack = false) => {
    const db = context.app.database.db;
    const product = await insertTestProduct(db, { pricePesewas: 100_000 });
    const order = await insertTestOrder(db, { user: shopper, lines: [{ product, quantity: 1 }] });
    await db.insert(promotionUses).values({
      promotionId: promotion.id,
      orderId: order.id,
      userId: shopper.id,
      discountPesewas,
      givenBackAt: givenBack ? new Date() : null,
    });
    if (!givenBack) {
      await db
        .update(promotions)
        .set({ usesTaken: sql`${promotions.usesTaken} + 1` })
        .where(eq(promotions.id, promotion.id));
    }
    return order;
  };

  it('creates a percent code stored as shoppers’ typing is matched, with no uses yet', async () => {
    const answer = await create({ ...TEN_PERCENT, totalUses: 100, usesPerCustomer: 1 });
    expect(answer.status).toBe(201);
    const { message, promotion } = promotionResponseSchema.parse(answer.body);
    expect(message).toBe(PROMOTION_ADMIN_TEXTS.saved);
    expect(promotion).toMatchObject({
      code: 'BLACKFRIDAY',
      kind: 'percent',
      percent: 10,
      amount: null,
      minimumSubtotal: 0,
      scope: { categories: [], brands: [], productIds: [] },
      totalUses: 100,
      usesPerCustomer: 1,
      enabled: true,
      uses: 0,
      usesLeft: 100,
      discountGiven: 0,
      revenue: 0,
    });
    expect(await listed(promotion.id)).toEqual(promotion);
  });

  it('refuses a second promotion with the same code in other letters with 409', async () => {
    const before = (await list()).length;
    expect(await create({ ...TEN_PERCENT, code: 'BlackFriday', percent: 20 })).toMatchObject({
      status: 409,
      body: { success: false, message: PROMOTION_ADMIN_TEXTS.codeTaken },
    });
    expect(await list()).toHaveLength(before);
  });

  it('keeps a fixed amount in pesewas and answers it in cedis, with a minimum subtotal', async () => {
    const promotion = await created({
      code: 'GHS50-OFF',
      description: 'GHS 50 off orders over GHS 500',
      kind: 'fixed',
      amount: 50.5,
      minimumSubtotal: 500,
      // A figure another kind uses is left out, not stored.
      percent: 10,
    });
    expect(promotion).toMatchObject({ amount: 50.5, percent: null, minimumSubtotal: 500 });
    const [row] = await context.app.database.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, promotion.id));
    expect(row).toMatchObject({ amountPesewas: 5050, minimumSubtotalPesewas: 50_000, percent: null });
  });

  it('creates free delivery in a window, and an automatic promotion without a code', async () => {
    const delivery = await created({
      code: 'freeship',
      description: 'Free delivery this weekend',
      kind: 'free-delivery',
      startsAt: '2026-12-05T00:00:00+00:00',
      endsAt: '2026-12-07T00:00:00.000Z',
    });
    expect(delivery).toMatchObject({
      code: 'FREESHIP',
      kind: 'free-delivery',
      percent: null,
      amount: null,
      startsAt: '2026-12-05T00:00:00.000Z',
      endsAt: '2026-12-07T00:00:00.000Z',
      usesLeft: null,
    });
    const automatic = await created({ code: '', description: '5 % off cables', kind: 'percent', percent: 5 });
    expect(automatic.code).toBeNull();
    // A second automatic promotion is no clash: only codes are unique.
    expect((await create({ description: 'Another', kind: 'percent', percent: 3 })).status).toBe(201);
  });

  it('keeps the scope in the shop’s spelling and refuses names and products it lacks', async () => {
    const product = await insertTestProduct(context.app.database.db);
    const promotion = await created({
      ...TEN_PERCENT,
      code: 'CABLES',
      scope: { categories: ['accessories'], brands: ['ANKER'], productIds: [product.publicId.toUpperCase()] },
    });
    expect(promotion.scope).toEqual({
      categories: ['Accessories'],
      brands: ['Anker'],
      productIds: [product.publicId],
    });

    const unknownProduct = '00000000-0000-4000-8000-000000000000';
    const refusals: [unknown, string][] = [
      [{ productIds: [unknownProduct] }, errors.unknownProduct(unknownProduct)],
      [{ categories: ['Toasters'] }, CATALOGUE_LIST_MESSAGES.unknown('category', 'Toasters')],
      [{ brands: ['Nokla'] }, CATALOGUE_LIST_MESSAGES.unknown('brand', 'Nokla')],
    ];
    for (const [scope, message] of refusals) {
      expect(await create({ ...TEN_PERCENT, code: 'SCOPED', scope })).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
  });

  it('refuses each broken rule with 400 and the message that names it', async () => {
    const cases: [string, unknown, string][] = [
      ['percent 95', { ...TEN_PERCENT, percent: 95 }, errors.percentRange],
      ['percent without a figure', { ...TEN_PERCENT, percent: undefined }, errors.percentRange],
      [
        'fixed without an amount',
        { ...TEN_PERCENT, kind: 'fixed', percent: undefined },
        errors.amountRequired,
      ],
      [
        'ends before it starts',
        { ...TEN_PERCENT, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        errors.endsAfterStarts,
      ],
      ['a code of two letters', { ...TEN_PERCENT, code: 'ab' }, DISCOUNT_MESSAGES.codeFormat],
      ['no uses', { ...TEN_PERCENT, code: 'NOUSES', totalUses: 0 }, errors.usesPositive],
    ];
    const before = (await list()).length;
    for (const [rule, body, message] of cases) {
      const answer = await create(body);
      // The server may name the field before the shared sentence ('Field "totalUses" uses are ...').
      expect({ rule, status: answer.status, success: answer.body.success }).toEqual({
        rule,
        status: 400,
        success: false,
      });
      expect(answer.body.message.toLowerCase(), rule).toContain(message.toLowerCase());
    }
    expect(await list()).toHaveLength(before);
  });

  it('lets other staff read promotions and their file, and keeps them from changing any', async () => {
    const promotion = (await list()).find((each) => each.code === 'BLACKFRIDAY')!;
    expect((await list(staff.token)).map((each) => each.id)).toContain(promotion.id);
    const readOnly = { status: 403, body: { success: false, message: PROMOTION_ADMIN_TEXTS.readOnly } };
    expect(await create({ ...TEN_PERCENT, code: 'STAFFCODE' }, staff.token)).toMatchObject(readOnly);
    expect(await edit(promotion.id, { ...TEN_PERCENT, percent: 50 }, staff.token)).toMatchObject(readOnly);
    expect(await switchTo(promotion.id, false, staff.token)).toMatchObject(readOnly);
    expect(await listed(promotion.id)).toEqual(promotion);
    const uses = await call(context.app, 'GET', `/api/admin/promotions/${promotion.id}/uses`, {
      token: staff.token,
    });
    expect(uses.status).toBe(200);
    expect((await call(context.app, 'GET', '/api/admin/promotions.csv', { token: staff.token })).status).toBe(
      200,
    );
    expect(await call(context.app, 'GET', '/api/admin/promotions', { token: shopper.token })).toMatchObject({
      status: 403,
      body: { success: false, message: API_MESSAGES.staffOnly },
    });
  });

  it('switches a promotion off and on, and answers 404 for one that does not exist', async () => {
    const promotion = await created({ ...TEN_PERCENT, code: 'SWITCHME' });
    const off = await switchTo(promotion.id, false);
    expect(off.status).toBe(200);
    expect(promotionResponseSchema.parse(off.body)).toMatchObject({
      message: PROMOTION_ADMIN_TEXTS.switchedOff,
      promotion: { enabled: false, code: 'SWITCHME' },
    });
    expect((await listed(promotion.id)).enabled).toBe(false);
    expect((await switchTo(promotion.id, true)).body.message).toBe(PROMOTION_ADMIN_TEXTS.switchedOn);

    const missing = { status: 404, body: { success: false, message: PROMOTION_ADMIN_TEXTS.notFound } };
    expect(await switchTo(999_999, false)).toMatchObject(missing);
    expect(await edit(999_999, TEN_PERCENT)).toMatchObject(missing);
    expect(
      await call(context.app, 'GET', '/api/admin/promotions/999999/uses', { token: owner.token }),
    ).toMatchObject(missing);
  });

  it('edits a promotion, and refuses a code another promotion has', async () => {
    const promotion = await created({ ...TEN_PERCENT, code: 'EDITME' });
    const answer = await edit(promotion.id, { ...TEN_PERCENT, code: 'edit-me-2', percent: 15 });
    expect(answer.status).toBe(200);
    expect(promotionResponseSchema.parse(answer.body).promotion).toMatchObject({
      id: promotion.id,
      code: 'EDIT-ME-2',
      percent: 15,
    });
    expect(await edit(promotion.id, { ...TEN_PERCENT, code: 'blackfriday' })).toMatchObject({
      status: 409,
      body: { message: PROMOTION_ADMIN_TEXTS.codeTaken },
    });
    expect((await listed(promotion.id)).code).toBe('EDIT-ME-2');
  });

  it('shows what a promotion brought: live uses, uses left, discount given, revenue and each order', async () => {
    const promotion = await created({ ...TEN_PERCENT, code: 'RADIO-5', totalUses: 5 });
    const first = await orderWith(promotion, 10_000);
    const second = await orderWith(promotion, 2_550);
    const cancelled = await orderWith(promotion, 7_000, true);

    expect(await listed(promotion.id)).toMatchObject({
      uses: 2,
      usesLeft: 3,
      discountGiven: 125.5,
      revenue: (first.totalPesewas + second.totalPesewas) / 100,
    });

    const answer = await call(context.app, 'GET', `/api/admin/promotions/${promotion.id}/uses`, {
      token: owner.token,
    });
    const uses = promotionUsesResponseSchema.parse(answer.body).uses;
    expect(uses.map((use) => use.orderNumber).sort()).toEqual(
      [first, second, cancelled].map((order) => formatOrderNumber(order.number)).sort(),
    );
    const givenBack = uses.find((use) => use.orderId === cancelled.id)!;
    expect(givenBack).toMatchObject({
      email: shopper.email,
      discount: 70,
      total: cancelled.totalPesewas / 100,
    });
    expect(givenBack.givenBackAt).not.toBeNull();
    expect(uses.find((use) => use.orderId === first.id)).toMatchObject({ discount: 100, givenBackAt: null });

    // A unit of the first order came back and was refunded: its revenue is what stayed paid.
    const [firstRow] = await context.database.db.select().from(orders).where(eq(orders.id, first.id));
    const [request] = await context.database.db
      .insert(returnRequests)
      .values({ orderId: first.id, userId: firstRow!.userId, kind: 'return', reason: 'faulty' })
      .returning({ id: returnRequests.id });
    await context.database.db.insert(refunds).values({
      orderId: first.id,
      returnId: request!.id,
      goodsPesewas: 1_000,
      amountPesewas: 1_000,
      method: 'cash',
      reference: 'R-1',
      state: 'asking',
    });
    expect((await listed(promotion.id)).revenue).toBe(
      (first.totalPesewas + second.totalPesewas - 1_000) / 100,
    );
  });

  it('keeps the uses through an edit and refuses total uses below those taken', async () => {
    const promotion = (await list()).find((each) => each.code === 'RADIO-5')!;
    const body = { ...TEN_PERCENT, code: 'RADIO-5', description: 'Radio listeners', totalUses: 1 };
    expect(await edit(promotion.id, body)).toMatchObject({
      status: 400,
      body: { success: false, message: errors.totalUsesBelowTaken(2) },
    });
    const saved = await edit(promotion.id, { ...body, totalUses: 2, percent: 20 });
    expect(saved.status).toBe(200);
    expect(promotionResponseSchema.parse(saved.body).promotion).toMatchObject({
      description: 'Radio listeners',
      percent: 20,
      uses: 2,
      usesLeft: 0,
      discountGiven: 125.5,
    });
    // Without a limit the counter is kept for a later one.
    await edit(promotion.id, { ...body, totalUses: null });
    expect(await listed(promotion.id)).toMatchObject({ uses: 2, usesLeft: null });
    expect((await edit(promotion.id, { ...body, totalUses: 3 })).body.promotion.usesLeft).toBe(1);
  });

  it('exports one row per promotion with its figures, a formula kept as text', async () => {
    await created({ ...TEN_PERCENT, code: 'CSV-CODE', description: '=HYPERLINK("http://x","win")' });
    const answer = await context.app.inject({
      method: 'GET',
      url: '/api/admin/promotions.csv',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="promotions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Code,Description,Kind,Percent off,Amount off (GHS),Minimum subtotal (GHS),Categories,Brands,Products,' +
        'Starts,Ends,Total uses,Uses per customer,First order only,On,Uses,Uses left,' +
        'Discount given (GHS),Revenue of its orders (GHS),Created',
    );
    expect(lines).toHaveLength((await list()).length + 1);
    const csvRow = lines.find((line) => line.startsWith('CSV-CODE,'))!;
    expect(csvRow).toContain(`"'=HYPERLINK(""http://x"",""win"")"`);
    const radio = await listed((await list()).find((each) => each.code === 'RADIO-5')!.id);
    const radioRow = lines.find((line) => line.startsWith('RADIO-5,'))!;
    expect(radioRow).toContain(`,Percent off,10,,0,,,,,,3,,no,yes,2,1,125.5,${radio.revenue},`);
    expect(lines.find((line) => line.startsWith('CABLES,'))).toContain(',Accessories,Anker,');
    expect(lines.some((line) => line.startsWith(`${PROMOTION_ADMIN_TEXTS.automatic},5 % off cables,`))).toBe(
      true,
    );
  });
});
