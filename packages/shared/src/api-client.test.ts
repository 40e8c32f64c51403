import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, toQueryString } from './api-client';

function answering(status: number, body: unknown, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        statusText,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends the token of the moment as a bearer token, and none when signed out', async () => {
    let token: string | null = 'first';
    const request = createApiClient({ token: () => token });
    const fetchMock = answering(200, { success: true });
    await request('/api/cart');
    token = null;
    await request('/api/cart');
    const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe('Bearer first');
    expect(headersOf(1).Authorization).toBeUndefined();
  });

  it('sends a plain body as JSON and FormData as it is', async () => {
    const request = createApiClient({ token: () => null });
    const fetchMock = answering(200, { success: true });
    await request('/api/cart/add', { method: 'POST', body: { productId: 'a', quantity: 1 } });
    const form = new FormData();
    form.append('file', 'x');
    await request('/api/admin/uploads', { method: 'POST', body: form });
    const [jsonInit, formInit] = fetchMock.mock.calls.map((call) => call[1] ?? {});
    expect(jsonInit?.body).toBe('{"productId":"a","quantity":1}');
    expect(jsonInit?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(formInit?.body).toBe(form);
    expect(formInit?.headers).not.toHaveProperty('Content-Type');
  });

  it('adds the query, skipping empty values', async () => {
    const fetchMock = answering(200, []);
    await createApiClient({ token: () => null })('/api/product/list', {
      query: { brand: ['HP', 'Dell'], q: '', page: 2 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/product/list?brand=HP&brand=Dell&page=2');
  });

  it("rejects a refusal with the server's own message and status", async () => {
    answering(409, { success: false, message: 'That city already has a delivery fee.' });
    await expect(createApiClient({ token: () => null })('/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'That city already has a delivery fee.',
    });
  });

  it('treats {success:false} as a refusal even with status 200', async () => {
    answering(200, { success: false, message: 'User not found' });
    await expect(createApiClient({ token: () => null })('/x')).rejects.toMatchObject({
      status: 200,
      message: 'User not found',
    });
  });

  it("falls back to the app's text when the answer says nothing", async () => {
    answering(502, undefined, 'Bad Gateway');
    const plain = createApiClient({ token: () => null });
    await expect(plain('/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    const admin = createApiClient({ token: () => null, fallbackMessage: () => 'Could not load this page.' });
    answering(502, undefined, 'Bad Gateway');
    await expect(admin('/x')).rejects.toMatchObject({ message: 'Could not load this page.' });
  });

  it('checks the answer against a schema and refuses a wrong shape', async () => {
    answering(200, { success: true, orders: 'not a list' });
    const error = await createApiClient({ token: () => null })('/api/orders/order', {
      schema: z.object({ orders: z.array(z.string()) }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unexpected answer from /api/orders/order');
    expect((error as ApiError).cause).toBeInstanceOf(z.ZodError);
  });

  it('lets a network failure through as the browser reported it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await createApiClient({ token: () => null })('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('toQueryString', () => {
  it('is empty without values', () => {
    expect(toQueryString({ q: undefined, page: '' })).toBe('');
  });
});
