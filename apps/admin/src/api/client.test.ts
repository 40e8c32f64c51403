import { ADMIN_MESSAGES, API_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_TOKEN_KEY } from '../lib/token';
import { fakeFetch } from '../test/render';
import { apiRequest } from './client';

describe("the admin's API client (the shared client, configured once)", () => {
  it('sends the staff token as a bearer token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/dashboard': { body: { success: true } } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/admin/dashboard');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer staff-token');
  });

  it("rejects {success:false, message} with the server's message and status", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /x': { status: 409, body: { success: false, message: API_MESSAGES.cityTaken } } }),
    );
    await expect(apiRequest('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      message: API_MESSAGES.cityTaken,
    });
  });

  it("says the admin's own words when the answer carries no message: ours for 5xx, 'could not load' else", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /down': { status: 502, body: {} }, 'GET /gone': { status: 410, body: {} } }),
    );
    await expect(apiRequest('/down')).rejects.toMatchObject({ message: API_MESSAGES.internal });
    await expect(apiRequest('/gone')).rejects.toMatchObject({ message: ADMIN_MESSAGES.loadFailed });
  });

  it('refuses an answer of the wrong shape instead of passing it to a screen', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /x': { body: { success: true, orders: 'not a list' } } }));
    const answer = apiRequest('/x', { schema: z.object({ orders: z.array(z.string()) }) });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ message: ADMIN_MESSAGES.loadFailed });
  });
});
