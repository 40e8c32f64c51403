import {
  cartResponseSchema,
  DISCOUNT_MESSAGES,
  formatPesewas,
  type Product,
  toPesewas,
  WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR,
} from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { insertPromotion, productsInStock } from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { freshAddress, registerShopper, type Shopper } from '../../../test/helpers/users';

describeEachDatabase('the cart discount code', { seed: true }, (context) => {
  let stocked: Product[];
  const discount = (shopper: Shopper, code: unknown, remoteAddress = freshAddress()) =>
    call(context.app, 'POST', '/api/cart/discount', { token: shopper.token, body: { code }, remoteAddress });
  const add = (shopper: Shopper, product: Product, quantity = 1) =>
    call(context.app, 'POST', '/api/cart/add', {
      token: shopper.token,
      body: { productId: product._id, quantity },
    });

  beforeAll(async () => {
    stocked = await productsInStock(context.app, 5);
  });

  it('takes a good code, typed in any case, and answers the cart with its discount and totals', async () => {
    const shopper = await registerShopper(context.app);
    const product = stocked.at(-1)!;
    await add(shopper, product, 2);
    const promotion = await insertPromotion(context, {
      kind: 'percent',
      percent: 10,
      description: '10 % off',
    });
    const answer = await discount(shopper, ` ${promotion.code!.toLowerCase()} `);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cart = cartResponseSchema.parse(answer.body);
    const subtotal = toPesewas(product.price) * 2;
    const off = Math.round(subtotal / 10);
    expect(cart.discount).toEqual({
      code: promotion.code,
      description: '10 % off',
      amount: off / 100,
      freeDelivery: false,
      deliveryAmount: 0,
    });
    expect(cart.totals).toEqual({
      subtotal: subtotal / 100,
      discount: off / 100,
      total: (subtotal - off) / 100,
    });
    // Every cart answer carries it from now on.
    const read = cartResponseSchema.parse(
      (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
    );
    expect(read.discount?.code).toBe(promotion.code);

    const removed = await call(context.app, 'DELETE', '/api/cart/discount', { token: shopper.token });
    expect(removed.status).toBe(200);
    expect(cartResponseSchema.parse(removed.body)).toMatchObject({
      discount: null,
      totals: { subtotal: subtotal / 100, discount: 0, total: subtotal / 100 },
    });
    const again = await call(context.app, 'DELETE', '/api/cart/discount', { token: shopper.token });
    expect(again).toMatchObject({
      status: 404,
      body: { success: false, message: DISCOUNT_MESSAGES.noCodeInCart },
    });
  });

  it('refuses each code with its own status and words, and writes nothing', async () => {
    const shopper = await registerShopper(context.app);
    const product = stocked[0]!;
    await add(shopper, product);
    const past = new Date(Date.now() - 60_000);
    const ended = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      endsAt: past,
      startsAt: new Date(0),
    });
    const off = await insertPromotion(context, { kind: 'percent', percent: 5, enabled: false });
    const later = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      startsAt: new Date(Date.now() + 3_600_000),
    });
    const usedUp = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      totalUses: 1,
      usesTaken: 1,
    });
    const minimum = toPesewas(product.price) + 100;
    const tooSmall = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      minimumSubtotalPesewas: minimum,
    });
    const elsewhere = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      scope: { categories: ['No Such Category'], brands: [], productIds: [] },
    });
    const other = stocked.at(-1)!;
    const forOther = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      scope: { categories: [], brands: [], productIds: [other._id] },
    });
    const cases: [unknown, number, string][] = [
      ['NO-SUCH-CODE', 404, DISCOUNT_MESSAGES.unknown],
      [off.code, 404, DISCOUNT_MESSAGES.unknown],
      [later.code, 404, DISCOUNT_MESSAGES.unknown],
      [ended.code, 409, DISCOUNT_MESSAGES.ended],
      [usedUp.code, 409, DISCOUNT_MESSAGES.usedUp],
      [tooSmall.code, 400, DISCOUNT_MESSAGES.minimumSubtotal(formatPesewas(minimum))],
      [elsewhere.code, 400, DISCOUNT_MESSAGES.nothingInScope('No Such Category')],
      [forOther.code, 400, DISCOUNT_MESSAGES.nothingInScope(other.name)],
      ['a!', 400, DISCOUNT_MESSAGES.codeFormat],
    ];
    for (const [code, status, message] of cases) {
      const answer = await discount(shopper, code);
      expect(answer, String(code)).toMatchObject({ status, body: { success: false, message } });
    }
    const cart = cartResponseSchema.parse(
      (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
    );
    expect(cart.discount).toBeNull();
  });

  it('keeps a code that no longer applies in the cart, saying why it takes nothing off', async () => {
    const shopper = await registerShopper(context.app);
    const [cheap, dear] = [stocked[0]!, stocked.at(-1)!];
    await add(shopper, cheap);
    await add(shopper, dear);
    const minimum = toPesewas(dear.price) + 1;
    const promotion = await insertPromotion(context, {
      kind: 'fixed',
      amountPesewas: 1000,
      minimumSubtotalPesewas: minimum,
    });
    expect((await discount(shopper, promotion.code)).status).toBe(200);
    const removed = await call(context.app, 'POST', '/api/cart/remove', {
      token: shopper.token,
      body: { productId: cheap._id },
    });
    const cart = cartResponseSchema.parse(removed.body);
    expect(cart.discount).toMatchObject({
      code: promotion.code,
      amount: 0,
      problem: DISCOUNT_MESSAGES.minimumSubtotal(formatPesewas(minimum)),
    });
    expect(cart.totals).toEqual({ subtotal: dear.price, discount: 0, total: dear.price });
  });

  it('answers 429 at the 11th wrong code of an account in a quarter-hour, a right one too', async () => {
    const shopper = await registerShopper(context.app);
    await add(shopper, stocked[0]!);
    const good = await insertPromotion(context, { kind: 'percent', percent: 5 });
    for (let tried = 1; tried <= WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR; tried += 1) {
      const wrong = await discount(shopper, tried % 2 ? `WRONG-${tried}` : 'x');
      expect(wrong.status, `wrong code ${tried}`).not.toBe(429);
    }
    const eleventh = await discount(shopper, 'WRONG-11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      DISCOUNT_MESSAGES.tooManyWrong(Number(eleventh.headers['retry-after'])),
    );
    expect((await discount(shopper, good.code)).status).toBe(429);
    // Another account elsewhere is not held back.
    const other = await registerShopper(context.app);
    await add(other, stocked[0]!);
    expect((await discount(other, good.code)).status).toBe(200);
  });

  it('answers 429 when 11 accounts try wrong codes from one address', async () => {
    const address = freshAddress();
    for (let account = 1; account <= WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR; account += 1) {
      const shopper = await registerShopper(context.app);
      expect((await discount(shopper, `WRONG-${account}`, address)).status).toBe(404);
    }
    const eleventh = await registerShopper(context.app);
    const answer = await discount(eleventh, 'WRONG-11', address);
    expect(answer.status).toBe(429);
    // Right codes and refusals that are not guesses do not count.
    const shopper = await registerShopper(context.app);
    await add(shopper, stocked[0]!);
    const good = await insertPromotion(context, { kind: 'percent', percent: 5 });
    const usedUp = await insertPromotion(context, {
      kind: 'percent',
      percent: 5,
      totalUses: 1,
      usesTaken: 1,
    });
    for (let tried = 0; tried < 12; tried += 1) {
      expect((await discount(shopper, tried % 2 ? good.code : usedUp.code)).status).not.toBe(429);
    }
  });
});
