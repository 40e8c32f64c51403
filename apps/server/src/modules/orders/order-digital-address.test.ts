import { adminOrderDetailResponseSchema, DIGITAL_ADDRESS_TEXTS, orderListResponseSchema } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  fillCart,
  newProduct,
  newShopper,
  newStaff,
  ordersOf,
  startWith,
} from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';

describeEachDatabase('the GhanaPost GPS digital address of an order', { seed: true }, (context) => {
  it('is kept with the address as the GhanaPost app writes it, for the shopper and for staff', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    const placed = await startWith(context.app, shopper, 'Accra', { digitalAddress: ' ga 0396 1234 ' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const [row] = await ordersOf(context, shopper.id);
    expect(row?.digitalAddress).toBe('GA-0396-1234');
    const mine = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
    );
    expect(mine.orders[0]?.digitalAddress).toBe('GA-0396-1234');
    const staff = await newStaff(context);
    const detail = await call(context.app, 'GET', `/api/admin/orders/${row?.id}`, { token: staff.token });
    expect(detail.status).toBe(200);
    expect(adminOrderDetailResponseSchema.parse(detail.body).order.digitalAddress).toBe('GA-0396-1234');
  });

  it('is optional: an order without one keeps it empty', async () => {
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[await newProduct(context), 1]]);
    const placed = await startWith(context.app, shopper);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await ordersOf(context, shopper.id);
    expect(row?.digitalAddress).toBe('');
  });

  it('refuses one not written like GA-123-4567 with a 400 that says so, and writes nothing', async () => {
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[await newProduct(context), 1]]);
    const refused = await startWith(context.app, shopper, 'Accra', { digitalAddress: 'Osu, near the mall' });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    // The shop's sentence, after the name of the field it is about.
    expect(refused.body.message).toContain('"digitalAddress"');
    expect(refused.body.message).toContain(DIGITAL_ADDRESS_TEXTS.invalid.slice(1));
    expect(await ordersOf(context, shopper.id)).toHaveLength(0);
  });
});
