import { ADMIN_MESSAGES } from '@shop/shared';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { ADMIN_TOKEN_KEY } from './token';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => setUnauthorizedHandler(() => {}));

describe('api client', () => {
  it('sends the staff token as a bearer token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/admin/dashboard');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
  });

  it("turns {success:false, message} into an error carrying the server's message, shown as a toast", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'That city already has a delivery fee.' }));
    await expect(apiRequest('/api/admin/delivery-fees', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'That city already has a delivery fee.',
      status: 409,
    });
    expect(error).toHaveBeenCalledWith('That city already has a delivery fee.', expect.anything());
  });

  it('keeps quiet when asked to, for forms that show the message themselves', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.stubGlobal('fetch', answer(400, { success: false, message: 'Name is required' }));
    await expect(apiRequest('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(error).not.toHaveBeenCalled();
  });

  it('forgets the token and goes to sign-in on a 401', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, message: 'Your session has expired. Please log in again.' }),
    );
    await expect(apiRequest('/api/admin/orders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalled();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('refuses an answer of the wrong shape instead of passing it to a screen', async () => {
    const { z } = await import('zod');
    vi.stubGlobal('fetch', answer(200, { success: true, orders: 'not a list' }));
    await expect(
      apiRequest('/x', { schema: z.object({ orders: z.array(z.string()) }), silent: true }),
    ).rejects.toMatchObject({
      message: ADMIN_MESSAGES.loadFailed,
    });
  });
});
