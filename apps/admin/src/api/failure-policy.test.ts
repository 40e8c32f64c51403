import { ADMIN_MESSAGES, API_MESSAGES } from '@shop/shared';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { ADMIN_TOKEN_KEY } from '../lib/token';
import { type FakeAnswer, fakeFetch } from '../test/render';
import { apiRequest } from './client';
import { createFailureCaches, type FailureMeta } from './failure-policy';

const sessionExpired: FakeAnswer = {
  status: 401,
  body: { success: false, message: API_MESSAGES.tokenInvalid },
};

/** A query client with only the policy under test, and the navigate it was given. */
function setUp(answer: FakeAnswer) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/orders': answer, 'PUT /api/admin/store-info': answer }));
  const navigate = vi.fn();
  const queryClient = new QueryClient({
    ...createFailureCaches(navigate),
    defaultOptions: { queries: { retry: false } },
  });
  const toastError = vi.spyOn(toast, 'error');
  return { navigate, queryClient, toastError };
}

function runQuery(queryClient: QueryClient, meta?: FailureMeta) {
  return queryClient.fetchQuery({
    queryKey: ['admin', 'orders'],
    queryFn: () => apiRequest('/api/admin/orders'),
    meta,
  });
}

function runMutation(queryClient: QueryClient, meta?: FailureMeta) {
  const mutationFn = () => apiRequest('/api/admin/store-info', { method: 'PUT', body: {} });
  return new MutationObserver(queryClient, { mutationFn, meta }).mutate();
}

describe('the failure policy on the query caches', () => {
  it.each([
    ['query', runQuery],
    ['mutation', runMutation],
  ])(
    'a 401 from a %s forgets the token and every cached answer and replaces the page with sign-in',
    async (_, run) => {
      window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired-token');
      const { navigate, queryClient } = setUp(sessionExpired);
      queryClient.setQueryData(['admin', 'customers'], { customers: ['Ama'] });

      await expect(run(queryClient)).rejects.toMatchObject({ status: 401 });

      expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      expect(navigate).toHaveBeenCalledWith(paths.signIn, expect.objectContaining({ replace: true }));
      expect(queryClient.getQueryData(['admin', 'customers'])).toBeUndefined();
    },
  );

  it.each([
    ['query', runQuery],
    ['mutation', runMutation],
  ])("a refused %s shows the server's message as a toast, one per message", async (_, run) => {
    const { navigate, toastError } = setUp({
      status: 409,
      body: { success: false, message: API_MESSAGES.cityTaken },
    });
    const queryClient = new QueryClient({ ...createFailureCaches(navigate) });
    await expect(run(queryClient)).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith(API_MESSAGES.cityTaken, { toastId: API_MESSAGES.cityTaken });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps quiet for a call that shows its own message, but still ends a dead session', async () => {
    const refused = setUp({ status: 400, body: { success: false, message: 'Name is required' } });
    await expect(runMutation(refused.queryClient, { silent: true })).rejects.toThrow();
    expect(refused.toastError).not.toHaveBeenCalled();

    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired-token');
    const expired = setUp(sessionExpired);
    await expect(runQuery(expired.queryClient, { silent: true })).rejects.toThrow();
    expect(expired.toastError).not.toHaveBeenCalled();
    expect(expired.navigate).toHaveBeenCalledWith(paths.signIn, expect.objectContaining({ replace: true }));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("says 'could not load' when the server cannot be reached (fetch's TypeError)", async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const { navigate, queryClient, toastError } = setUp({ network: true });
    await expect(runQuery(queryClient)).rejects.toBeInstanceOf(TypeError);
    expect(toastError).toHaveBeenCalledWith(ADMIN_MESSAGES.loadFailed, {
      toastId: ADMIN_MESSAGES.loadFailed,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('staff-token');
  });
});
