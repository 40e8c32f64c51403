import { beforeAll, expect, it } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../test/helpers/test-app';

describeEachDatabase('caching of personal and staff answers', { seed: true }, (context) => {
  let shopper: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    shopper = await createTestUser(context.database.db);
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });

  const answer = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  it('marks what a signed-in shopper gets, and their refusals, no-store', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/user/profile'],
      ['GET', '/api/user/loginProfile'],
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add', { productId: 'not-a-product', quantity: 1 }],
      ['GET', '/api/orders/order'],
      ['GET', '/api/payments/config'],
      ['POST', '/api/payments/verify', { reference: 'KTG-unknown' }],
      ['POST', '/api/contact', {}],
    ] as ['GET' | 'POST', string, object?][]) {
      const response = await answer(method, url, shopper.token, payload);
      expect(response.headers['cache-control'], `${method} ${url} ${response.statusCode}`).toBe('no-store');
    }
  });

  it('marks answers that refuse a missing or wrong sign-in no-store too', async () => {
    for (const url of ['/api/user/profile', '/api/cart', '/api/orders/order', '/api/admin/orders']) {
      const response = await answer('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: shopper.email, password: 'not the password' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.headers['cache-control']).toBe('no-store');
    const customerAtAdmin = await answer('GET', '/api/admin/orders', shopper.token);
    expect(customerAtAdmin.statusCode).toBe(403);
    expect(customerAtAdmin.headers['cache-control']).toBe('no-store');
  });

  it('marks every staff answer no-store', async () => {
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/orders',
      '/api/admin/customers',
      '/api/admin/products',
      '/api/admin/store-info',
      '/api/admin/outbox',
    ]) {
      const response = await answer('GET', url, staff.token);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the public catalogue cacheable, with or without a token', async () => {
    for (const token of [undefined, shopper.token]) {
      const list = await answer('GET', '/api/product/list', token);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-cache');
      expect(list.headers.etag).toBeDefined();
    }
    expect((await answer('GET', '/api/info/get')).headers['cache-control']).toBe('no-cache');
    expect((await answer('GET', '/sitemap.xml')).headers['cache-control']).toBe('public, max-age=3600');
  });
});
