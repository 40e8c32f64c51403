import { adminProductResponseSchema } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';

const phone = {
  name: 'Samsung Galaxy A25',
  price: 2299,
  category: 'Phone',
  subcategory: 'Android Phone',
  brand: 'Samsung',
  description: 'A phone with a 6.5 inch screen.',
  image: ['/uploads/a25.webp'],
};
const earbuds = {
  ...phone,
  name: 'Oraimo FreePods 4',
  category: 'Accessories',
  subcategory: 'Earbuds',
  brand: 'Oraimo',
};

// Each product says whether it records a serial per unit and its warranty (decision 0061).
describeEachDatabase('admin products: serial tracking and warranty', { seed: true }, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });
  const send = async (method: 'POST' | 'PUT', url: string, body: object) => {
    const response = await call(context.app, method, url, { token: staff.token, body });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return adminProductResponseSchema.parse(response.body).product;
  };

  it('gives a new product its category defaults when the form sends none', async () => {
    expect(await send('POST', '/api/admin/products', phone)).toMatchObject({
      tracksSerials: true,
      warrantyMonths: 12,
    });
    expect(await send('POST', '/api/admin/products', earbuds)).toMatchObject({
      tracksSerials: false,
      warrantyMonths: 6,
    });
  });

  it('takes the values staff give, and keeps them when a later save leaves them out', async () => {
    const created = await send('POST', '/api/admin/products', {
      ...earbuds,
      tracksSerials: true,
      warrantyMonths: 24,
    });
    expect(created).toMatchObject({ tracksSerials: true, warrantyMonths: 24 });
    const renamed = await send('PUT', `/api/admin/products/${created.id}`, {
      ...earbuds,
      name: 'Oraimo FreePods 4 Pro',
    });
    expect(renamed).toMatchObject({ name: 'Oraimo FreePods 4 Pro', tracksSerials: true, warrantyMonths: 24 });
  });

  it('refuses a warranty outside 0 to 120 months and a tracksSerials that is not true or false', async () => {
    for (const [field, value, message] of [
      ['warrantyMonths', 121, 'Warranty may be at most 120'],
      ['warrantyMonths', -1, 'Warranty cannot be negative'],
      ['tracksSerials', 'yes', 'tracksSerials must be true or false'],
    ] as const) {
      const response = await call(context.app, 'POST', '/api/admin/products', {
        token: staff.token,
        body: { ...phone, [field]: value },
      });
      expect(response.status).toBe(400);
      // The answer names the field: 'Field "warrantyMonths" warranty may be at most 120.'
      expect(response.body.message.toLowerCase()).toContain(message.toLowerCase());
    }
  });
});
