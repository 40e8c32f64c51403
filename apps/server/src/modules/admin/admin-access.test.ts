import { API_MESSAGES } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';

const ANY_UUID = '00000000-0000-4000-8000-000000000000';

/** Every admin call this module serves, with a body that would be valid, so only the token decides. */
const CALLS: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'GET', url: '/api/admin/products/1' },
  { method: 'POST', url: '/api/admin/products', payload: {} },
  { method: 'PUT', url: '/api/admin/products/1', payload: {} },
  { method: 'PATCH', url: '/api/admin/products/1/flags', payload: { collection: true } },
  { method: 'PATCH', url: '/api/admin/products/1/stock', payload: { stock: 1 } },
  { method: 'POST', url: '/api/admin/products/1/restore' },
  { method: 'DELETE', url: '/api/admin/products/1' },
  { method: 'POST', url: '/api/admin/uploads' },
  { method: 'GET', url: '/api/admin/heroes' },
  { method: 'POST', url: '/api/admin/heroes', payload: {} },
  { method: 'PUT', url: '/api/admin/heroes/1', payload: {} },
  { method: 'DELETE', url: '/api/admin/heroes/1' },
  { method: 'GET', url: '/api/admin/delivery-fees' },
  { method: 'POST', url: '/api/admin/delivery-fees', payload: {} },
  { method: 'PUT', url: '/api/admin/delivery-fees/1', payload: {} },
  { method: 'DELETE', url: '/api/admin/delivery-fees/1' },
  { method: 'GET', url: '/api/admin/store-info' },
  { method: 'PUT', url: '/api/admin/store-info', payload: {} },
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${ANY_UUID}` },
  { method: 'GET', url: '/api/admin/customers' },
  { method: 'PATCH', url: `/api/admin/customers/${ANY_UUID}`, payload: { isAdmin: true } },
  { method: 'GET', url: '/api/admin/contact-messages' },
  { method: 'GET', url: '/api/admin/contact-messages.csv' },
  { method: 'GET', url: '/api/admin/newsletter-subscribers' },
  { method: 'GET', url: '/api/admin/newsletter-subscribers.csv' },
];

describeEachDatabase('admin API access', {}, (context) => {
  let customer: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    customer = await createTestUser(context.database.db);
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });

  it.each(CALLS)('$method $url answers 401 without a token', async (call) => {
    const response = await context.app.inject({ method: call.method, url: call.url, payload: call.payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.tokenMissing });
  });

  it.each(CALLS)('$method $url answers 401 with an unknown token', async (call) => {
    const response = await context.app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: bearer('not-a-real-token'),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(CALLS)("$method $url answers 403 with a customer's token", async (call) => {
    const response = await context.app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.staffOnly });
  });

  it('lets staff through (the dashboard answers)', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(staff.token),
    });
    expect(response.statusCode).toBe(200);
  });
});
