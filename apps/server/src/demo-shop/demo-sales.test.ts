import { warrantyResponseSchema } from '@shop/shared';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { freshAddress } from '../../test/helpers/users';
import { invoices } from '../db/schema';
import { DEMO_WARRANTY_SERIAL, demoSales } from './demo-sales';
import { seedDemoSales } from './seed-demo-sales';

describeEachDatabase('the demo shop sales', { seed: true }, (context) => {
  it('answers the warranty check of every phone the demo sold, the README serial under warranty', async () => {
    // As npm start does, after the demo catalogue (the tests' databases hold it without the sales).
    await context.database.db.transaction((transaction) => seedDemoSales(transaction));
    const readme = await call(context.app, 'GET', `/api/warranty/${DEMO_WARRANTY_SERIAL}`, {
      remoteAddress: freshAddress(),
    });
    expect(readme.status).toBe(200);
    expect(warrantyResponseSchema.parse(readme.body).warranty).toMatchObject({
      product: 'Samsung Galaxy A15 128GB',
      state: 'sold',
      underWarranty: true,
    });

    const serials = demoSales.flatMap((sale) => sale.lines.flatMap((line) => line.serials));
    expect(serials.length).toBeGreaterThanOrEqual(4);
    for (const serial of serials) {
      const response = await call(context.app, 'GET', `/api/warranty/${serial}`, {
        remoteAddress: freshAddress(),
      });
      expect(response.status, serial).toBe(200);
    }
    // Each demo order has its invoice, numbered in the order the sales were made.
    const issued = await context.database.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(issued.map((invoice) => invoice.number)).toEqual([1, 2, 3]);
    const iphone = await call(context.app, 'GET', '/api/warranty/352096112458734', {
      remoteAddress: freshAddress(),
    });
    expect(iphone.body.warranty).toMatchObject({ product: 'Apple iPhone 15', variant: '256GB, Blue' });
  });
});
