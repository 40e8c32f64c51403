import {
  API_MESSAGES,
  createOrderResponseSchema,
  formatGhs,
  messageResponseSchema,
  orderListResponseSchema,
  PAY_ONLINE,
  type Product,
  type StartCheckoutBody,
} from '@shop/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  checkout,
  firstDeliveryCity,
  newReference,
  orderBody,
  orderRow,
  productsInStock,
  startBody,
  startCart,
  startCheckout,
  stockOf,
  testCharge,
} from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff, type Shopper } from '../../../test/helpers/users';
import { orders, payments, products } from '../../db/schema';

describeEachDatabase('orders', { seed: true }, (context) => {
  let stocked: Product[];
  let staff: Shopper;
  const ordersWithReference = async (reference: string) => {
    const [row] = await context.database.db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.paymentReference, reference));
    return row!.total;
  };
  const pendingOrdersOf = async (shopper: Shopper) => {
    const [row] = await context.database.db
      .select({ total: count() })
      .from(orders)
      .where(and(eq(orders.email, shopper.email), eq(orders.paymentStatus, 'Pending')));
    return row!.total;
  };
  const moveTo = (orderId: string, status: string, reason?: string) =>
    call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
      token: staff.token,
      body: reason ? { status, reason } : { status },
    });

  beforeAll(async () => {
    stocked = await productsInStock(context.app, 10);
    staff = await registerStaff(context);
  });

  it('creates a paid, pending order from the server cart in one go', async () => {
    const shopper = await registerShopper(context.app);
    const [first, second] = [stocked[0]!, stocked[1]!];
    const stockBefore = [await stockOf(context, first.id), await stockOf(context, second.id)];
    const { created, reference, figures, city } = await checkout(context.app, shopper, [
      [first, 2],
      [second, 1],
    ]);
    // Verify settled it already; create answers the settled order.
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { order } = createOrderResponseSchema.parse(created.body);
    expect(order).toMatchObject({
      orderStatus: 'Pending',
      paymentStatus: 'Paid',
      paymentReference: reference,
      paymentMethod: PAY_ONLINE,
      subtotal: figures.subtotal,
      shippingFee: city.fee,
      total: figures.total,
      city: city.city,
      country: 'Ghana',
      phoneNumber: '+233241234567',
      email: shopper.email,
      cancelReason: null,
    });
    expect(order.items).toHaveLength(2);
    const line = order.items.find((item) => item.productId.id === first.id)!;
    expect(line).toMatchObject({ quantity: 2, name: first.name, price: first.price, image: first.image[0] });
    expect(line.productId).toMatchObject({ _id: first._id, name: first.name });

    expect(await stockOf(context, first.id)).toBe(stockBefore[0]! - 2);
    expect(await stockOf(context, second.id)).toBe(stockBefore[1]! - 1);
    expect((await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body.cartItems).toEqual(
      [],
    );
    const [payment] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment).toMatchObject({
      orderId: order._id,
      status: 'success',
      amountPesewas: Math.round(figures.total * 100),
    });
  });

  it('lists the shopper’s orders newest first with full product objects', async () => {
    const shopper = await registerShopper(context.app);
    const older = (await checkout(context.app, shopper, [[stocked[2]!, 1]])).created.body.order;
    const newer = (await checkout(context.app, shopper, [[stocked[3]!, 3]])).created.body.order;
    const list = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
    expect(list.status).toBe(200);
    const parsed = orderListResponseSchema.parse(list.body);
    expect(parsed.orders.map((order) => order._id)).toEqual([newer._id, older._id]);
    // Short numbers, in the order the orders were placed, the same as the create answer said.
    const [newerNumber, olderNumber] = parsed.orders.map((order) =>
      Number(order.orderNumber.replace('KTG-', '')),
    );
    expect(newerNumber).toBeGreaterThan(olderNumber!);
    expect(parsed.orders[1]!.orderNumber).toBe(older.orderNumber);
    expect(parsed.orders[0]!.items[0]!.productId).toMatchObject({ id: stocked[3]!.id, _id: stocked[3]!._id });
    const someoneElse = await registerShopper(context.app);
    expect((await call(context.app, 'GET', '/api/orders/order', { token: someoneElse.token })).body).toEqual({
      success: true,
      orders: [],
    });
  });

  it('shows a line from its snapshot once the product is archived or deleted', async () => {
    const shopper = await registerShopper(context.app);
    const [archived, deleted] = [stocked[4]!, stocked[5]!];
    const order = (
      await checkout(context.app, shopper, [
        [archived, 1],
        [deleted, 1],
      ])
    ).created.body.order;
    await context.database.db
      .update(products)
      .set({ archivedAt: new Date(), name: 'Renamed later', pricePesewas: 1 })
      .where(eq(products.id, archived.id));
    await context.database.db.delete(products).where(eq(products.id, deleted.id));
    const listed = orderListResponseSchema
      .parse((await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body)
      .orders.find((candidate) => candidate._id === order._id)!;
    const archivedLine = listed.items.find((item) => item.name === archived.name)!;
    expect(archivedLine.productId).toMatchObject({
      id: archived.id,
      name: archived.name,
      price: archived.price,
    });
    expect(archivedLine.productId.image).toEqual([archived.image[0]]);
    const deletedLine = listed.items.find((item) => item.name === deleted.name)!;
    expect(deletedLine.productId).toMatchObject({ id: 0, _id: '', name: deleted.name, price: deleted.price });
    expect(deletedLine.productId.image).toEqual([deleted.image[0]]);
  });

  it('answers a retried reference with the same order, and another shopper with 409', async () => {
    const shopper = await registerShopper(context.app);
    const { created, body } = await checkout(context.app, shopper, [[stocked[6]!, 1]]);
    const retry = await call(context.app, 'POST', '/api/orders/create', { token: shopper.token, body });
    expect(retry.status).toBe(200);
    expect(createOrderResponseSchema.parse(retry.body).order._id).toBe(created.body.order._id);
    expect(await ordersWithReference(body.paymentReference)).toBe(1);

    const other = await registerShopper(context.app);
    await addToCart(context.app, other.token, stocked[6]!, 1);
    const stolen = await call(context.app, 'POST', '/api/orders/create', {
      token: other.token,
      body: { ...body, email: other.email },
    });
    expect(stolen).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
    expect(await ordersWithReference(body.paymentReference)).toBe(1);
  });

  it('makes exactly one order when three creates with one reference race', async () => {
    const shopper = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, stocked[7]!, 2);
    const stockBefore = await stockOf(context, stocked[7]!.id);
    const { started, figures, city, reference } = await startCart(context.app, shopper);
    expect(await stockOf(context, stocked[7]!.id)).toBe(stockBefore - 2);
    await testCharge(context.app, shopper, started.payment.accessCode);
    const body = orderBody(shopper, figures, city.city, reference);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(context.app, 'POST', '/api/orders/create', { token: shopper.token, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.order._id)).size).toBe(1);
    expect(await ordersWithReference(reference)).toBe(1);
    expect(await stockOf(context, stocked[7]!.id)).toBe(stockBefore - 2);
  });

  it('holds the last unit for one of two shoppers racing for it; the other is told before paying', async () => {
    const product = stocked[8]!;
    const shoppers = [await registerShopper(context.app), await registerShopper(context.app)];
    const city = await firstDeliveryCity(context.app);
    const bodies: StartCheckoutBody[] = [];
    for (const shopper of shoppers) {
      await addToCart(context.app, shopper.token, product, 1);
      bodies.push(startBody(shopper, await cartFigures(context.app, shopper.token, city), city.city));
    }
    await context.database.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const answers = await Promise.all(
      shoppers.map((shopper, index) => startCheckout(context.app, shopper, bodies[index]!)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.outOfStock(product.name) });
    expect(await stockOf(context, product.id)).toBe(0);
  });

  it('keeps a product added to the cart while the checkout runs', async () => {
    // PGlite has one connection, so only PostgreSQL can run the two side by side.
    if (context.kind !== 'postgres') return;
    const [ordered, addedMeanwhile] = [stocked[14]!, stocked[15]!];
    const shopper = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, ordered, 1);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    let starting: ReturnType<typeof call> | undefined;
    await context.database.db.transaction(async (staffEdit) => {
      // Holding the product's row makes the start wait inside its transaction, cart already read.
      await staffEdit.select().from(products).where(eq(products.id, ordered.id)).for('update');
      starting = startCheckout(context.app, shopper, startBody(shopper, figures, city.city));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Another tab adds a product meanwhile.
      await addToCart(context.app, shopper.token, addedMeanwhile, 1);
    });
    const started = await starting!;
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await testCharge(context.app, shopper, started.body.payment.accessCode);
    const created = await call(context.app, 'POST', '/api/orders/create', {
      token: shopper.token,
      body: orderBody(shopper, figures, city.city, started.body.payment.reference),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.order.items.map((item: { productId: { id: number } }) => item.productId.id)).toEqual([
      ordered.id,
    ]);
    const cart = await call(context.app, 'GET', '/api/cart', { token: shopper.token });
    expect(cart.body.cartItems.map((line: { product: { id: number } }) => line.product.id)).toEqual([
      addedMeanwhile.id,
    ]);
  });

  it('refuses tampered figures with 409 naming the field and the right figure, at start and at create', async () => {
    const shopper = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, stocked[9]!, 1);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    const cases: [string, Partial<typeof figures>, number][] = [
      ['subtotal', { subtotal: figures.subtotal - 1 }, figures.subtotal],
      ['shippingFee', { shippingFee: 0 }, city.fee],
      ['total', { total: figures.total - 0.01 }, figures.total],
    ];
    const stockBefore = await stockOf(context, stocked[9]!.id);
    for (const [field, change, right] of cases) {
      const body = startBody(shopper, { ...figures, ...change }, city.city);
      expect(await startCheckout(context.app, shopper, body), field).toMatchObject({
        status: 409,
        body: { success: false, message: API_MESSAGES.figureMismatch(field, formatGhs(right)) },
      });
    }
    expect(await stockOf(context, stocked[9]!.id)).toBe(stockBefore);
    expect(await pendingOrdersOf(shopper)).toBe(0);

    const { started, reference } = await startCart(context.app, shopper);
    await testCharge(context.app, shopper, started.payment.accessCode);
    for (const [field, change, right] of cases) {
      const body = orderBody(shopper, { ...figures, ...change }, city.city, reference);
      const response = await call(context.app, 'POST', '/api/orders/create', { token: shopper.token, body });
      expect(response, field).toMatchObject({
        status: 409,
        body: { success: false, message: API_MESSAGES.figureMismatch(field, formatGhs(right)) },
      });
    }
    expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');
    expect(
      (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body.cartItems,
    ).toHaveLength(1);
  });

  it('refuses bad details before holding anything, and payments that did not pay', async () => {
    const shopper = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, stocked[10]!, 1);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    const start = (overrides: Partial<StartCheckoutBody> = {}) =>
      startCheckout(context.app, shopper, startBody(shopper, figures, city.city, overrides));
    const stockBefore = await stockOf(context, stocked[10]!.id);

    expect(await start({ city: 'Atlantis' })).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.unknownCity('Atlantis') },
    });
    expect(await start({ phoneNumber: 'call me' })).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.invalidPhone },
    });
    expect((await start({ country: 'France' })).status).toBe(400);
    expect((await start({ paymentMethod: 'cash' as 'paystack' })).status).toBe(400);
    expect(await stockOf(context, stocked[10]!.id)).toBe(stockBefore);
    expect(await pendingOrdersOf(shopper)).toBe(0);

    const emptyCartShopper = await registerShopper(context.app);
    const empty = await startCheckout(
      context.app,
      emptyCartShopper,
      startBody(emptyCartShopper, figures, city.city),
    );
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: API_MESSAGES.cartEmpty } });

    const unknown = newReference('unpaid');
    expect(
      await call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figures, city.city, unknown),
      }),
    ).toMatchObject({ status: 404, body: { message: API_MESSAGES.checkoutNotFound } });

    // Started, then cancelled in the dialog: verify and create say so, and nothing is settled.
    const started = await start({ city: city.city.toUpperCase() });
    expect(started.status).toBe(200);
    const { reference, accessCode } = started.body.payment;
    await testCharge(context.app, shopper, accessCode, 'cancel');
    const create = () =>
      call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figures, city.city, reference),
      });
    expect(
      await call(context.app, 'POST', '/api/payments/verify', { token: shopper.token, body: { reference } }),
    ).toMatchObject({ status: 402, body: { message: API_MESSAGES.paymentCancelled } });
    expect(await create()).toMatchObject({ status: 402, body: { message: API_MESSAGES.paymentCancelled } });
    expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');

    // The dialog may try again on the same transaction; then the order is made.
    await testCharge(context.app, shopper, accessCode);
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body.order.city).toBe(city.city);
    expect(created.body.order.paymentStatus).toBe('Paid');
    expect(await stockOf(context, stocked[10]!.id)).toBe(stockBefore - 1);
  });

  it('lets only the owner confirm delivery, and only from In Transit', async () => {
    const shopper = await registerShopper(context.app);
    const order = (await checkout(context.app, shopper, [[stocked[11]!, 1]])).created.body.order;
    const confirm = (token: string, id: string = order._id) =>
      call(context.app, 'PUT', '/api/orders/confirm-delivery', { token, body: { id } });

    expect(await confirm(shopper.token)).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.onlyInTransit },
    });
    const stranger = await registerShopper(context.app);
    const hidden = await confirm(stranger.token);
    expect(hidden).toEqual({
      status: 404,
      body: { success: false, message: API_MESSAGES.orderNotFound },
      headers: hidden.headers,
    });
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await confirm(shopper.token, id)).status, id).toBe(404);
    }

    expect((await moveTo(order._id, 'In Truck')).status).toBe(200);
    expect((await confirm(shopper.token)).status).toBe(409);
    expect((await moveTo(order._id, 'In Transit')).status).toBe(200);
    expect((await confirm(stranger.token)).status).toBe(404);
    const confirmed = await confirm(shopper.token);
    expect(confirmed.status).toBe(200);
    expect(messageResponseSchema.parse(confirmed.body).message).toBe(API_MESSAGES.deliveryConfirmed);
    const listed = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
    );
    expect(listed.orders.find((candidate) => candidate._id === order._id)?.orderStatus).toBe('Delivered');
    expect((await confirm(shopper.token)).status).toBe(409);
  });

  it('lets only the owner delete an order, which hides it from them alone', async () => {
    const shopper = await registerShopper(context.app);
    const order = (await checkout(context.app, shopper, [[stocked[12]!, 1]])).created.body.order;
    const stranger = await registerShopper(context.app);
    const refused = await call(context.app, 'DELETE', `/api/orders/${order._id}`, { token: stranger.token });
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.orderNotFound },
    });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(context.app, 'DELETE', `/api/orders/${id}`, { token: shopper.token })).status).toBe(
        404,
      );
    }
    // Only an order that is over is deleted (decision 0051): this one is cancelled first.
    expect((await moveTo(order._id, 'Cancelled', 'The shopper changed their mind')).status).toBe(200);
    const deleted = await call(context.app, 'DELETE', `/api/orders/${order._id}`, { token: shopper.token });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect(Object.keys(deleted.body)).toEqual(['success']);
    expect(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body.orders,
    ).toEqual([]);
    const [kept] = await context.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept!.hiddenByCustomerAt).toBeInstanceOf(Date);
    // Staff still reach it.
    const seen = await call(context.app, 'GET', `/api/admin/orders/${order._id}`, { token: staff.token });
    expect(seen.body.order).toMatchObject({ orderStatus: 'Cancelled', hiddenByCustomer: true });
  });

  it('moves orders only along the staff moves, and a cancel puts the stock back', async () => {
    const shopper = await registerShopper(context.app);
    const product = stocked[13]!;
    const order = (await checkout(context.app, shopper, [[product, 2]])).created.body.order;
    const stockAfterSale = await stockOf(context, product.id);

    const customer = await call(context.app, 'PATCH', `/api/admin/orders/${order._id}/status`, {
      token: shopper.token,
      body: { status: 'In Truck' },
    });
    expect(customer).toMatchObject({ status: 403, body: { message: API_MESSAGES.staffOnly } });
    const anonymous = await call(context.app, 'PATCH', `/api/admin/orders/${order._id}/status`, {
      body: { status: 'In Truck' },
    });
    expect(anonymous.status).toBe(401);

    expect(await moveTo(order._id, 'In Transit')).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.statusMoveNotAllowed('Pending', 'In Transit') },
    });
    expect((await moveTo(order._id, 'Delivered')).status).toBe(409);
    expect(await moveTo(order._id, 'Cancelled')).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.cancelReasonRequired },
    });
    expect((await moveTo('00000000-0000-4000-8000-000000000000', 'In Truck')).status).toBe(404);
    expect((await moveTo('nope', 'In Truck')).status).toBe(404);
    expect((await moveTo(order._id, 'Lost')).status).toBe(400);

    const moved = await moveTo(order._id, 'In Truck');
    expect(moved.body).toMatchObject({ success: true, message: API_MESSAGES.orderStatusChanged('In Truck') });
    expect(moved.body.order.orderStatus).toBe('In Truck');
    const cancelled = await moveTo(order._id, 'Cancelled', 'The customer asked by phone');
    expect(cancelled.body.order).toMatchObject({
      orderStatus: 'Cancelled',
      cancelReason: 'The customer asked by phone',
      paymentStatus: 'Refunded',
    });
    expect(await stockOf(context, product.id)).toBe(stockAfterSale + 2);
    expect((await moveTo(order._id, 'In Truck')).status).toBe(409);
    expect((await moveTo(order._id, 'Cancelled', 'again')).status).toBe(409);
    expect(await stockOf(context, product.id)).toBe(stockAfterSale + 2);
  });

  it('needs a live token on every order call', async () => {
    const shopper = await registerShopper(context.app);
    await call(context.app, 'POST', '/api/user/logout', { token: shopper.token });
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/orders/create'],
      ['GET', '/api/orders/order'],
      ['PUT', '/api/orders/confirm-delivery'],
      ['DELETE', '/api/orders/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url] of calls) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(context.app, method, url, { body })).body, url).toEqual({
        success: false,
        message: API_MESSAGES.tokenMissing,
      });
      expect((await call(context.app, method, url, { body, token: 'bad' })).status, url).toBe(401);
      expect((await call(context.app, method, url, { body, token: shopper.token })).body.message, url).toBe(
        API_MESSAGES.tokenInvalid,
      );
    }
  });
});
