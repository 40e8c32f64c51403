import {
  ACCOUNT_MESSAGES,
  AUTH_LABELS,
  CART_LABELS,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  NAV_LABELS,
  ORDER_MESSAGES,
  PRODUCT_LABELS,
} from '@shop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderApp, sampleCartItem, sampleProduct } from '../test/render-route';

const expired: FakeAnswer = { status: 401, body: { success: false, message: 'Your session has expired.' } };

/** What a logged-in shopper's screens ask for, all answered; each case makes one of them a 401. */
const healthy: Record<string, FakeAnswer> = {
  'GET /api/cart': { body: { success: true, cartItems: [sampleCartItem(sampleProduct(), 2)] } },
  'GET /api/delivery-fees/': { body: [{ city: 'Accra', fee: 30 }] },
  'GET /api/orders/order': { body: { success: true, orders: [] } },
  'GET /api/user/profile': {
    body: {
      success: true,
      user: { name: 'Ama Mensah', email: 'ama@example.com', image: null, isAdmin: false, isOwner: false },
      isAdmin: false,
    },
  },
  'GET /api/payments/config': { body: { success: true, provider: 'test', publicKey: null, currency: 'GHS' } },
};

/** The texts of the toasts on screen, so a test sees a second toast too. */
const toastTexts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);

beforeAll(() => {
  // The layout scrolls to the top on every route change; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a 401 ends the session wherever it comes from (one policy on the query caches)', () => {
  it.each([
    ['GET /api/cart', '/cart', CART_MESSAGES.loginToViewCart],
    ['GET /api/delivery-fees/', '/cart', CART_MESSAGES.loginToViewCart],
    ['GET /api/cart', '/order?city=Accra', CHECKOUT_MESSAGES.loginToOrder],
    ['GET /api/delivery-fees/', '/order?city=Accra', CHECKOUT_MESSAGES.loginToOrder],
    ['GET /api/orders/order', '/track_order', ORDER_MESSAGES.notLoggedIn],
    ['GET /api/user/profile', '/profile', ACCOUNT_MESSAGES.profileFailed],
  ])('%s on %s: logged out, on /login, told "%s" once', async (call, at, message) => {
    window.localStorage.setItem('token', 'revoked-token');
    fakeApi({ ...healthy, [call]: expired });
    const { router } = renderApp(at);

    expect(await screen.findByRole('heading', { name: AUTH_LABELS.logInTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('account-link')).toHaveTextContent(NAV_LABELS.login);
    expect(window.localStorage.getItem('token')).toBeNull();
    // Only the session's own message: no "Failed to fetch ..." from the screen besides it.
    await waitFor(() => expect(toastTexts()).toEqual([message]));
  });

  it.each([
    ['POST /api/cart/add', '/singleProducts/1', PRODUCT_LABELS.addToCart, CART_MESSAGES.loginToAdd],
    [
      'POST /api/cart/update',
      '/cart',
      CART_LABELS.increase(sampleProduct().name),
      CART_MESSAGES.loginToViewCart,
    ],
  ])(
    '%s refused with 401 on %s (%s clicked): logged out, on /login, told "%s" once',
    async (call, at, button, message) => {
      window.localStorage.setItem('token', 'revoked-token');
      fakeApi({
        ...healthy,
        'GET /api/product/1': { body: { success: true, product: sampleProduct() } },
        'GET /api/product/list': { body: { success: true, products: [] } },
        [call]: expired,
      });
      const { router } = renderApp(at);
      await userEvent.click(await screen.findByRole('button', { name: button }));

      expect(await screen.findByRole('heading', { name: AUTH_LABELS.logInTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(window.localStorage.getItem('token')).toBeNull();
      await waitFor(() => expect(toastTexts()).toEqual([message]));
    },
  );

  it('Back from /login does not return to the dead screen (the trip replaces it)', async () => {
    window.localStorage.setItem('token', 'revoked-token');
    fakeApi({ ...healthy, 'GET /api/orders/order': expired });
    const { router } = renderApp('/track_order');
    expect(await screen.findByRole('heading', { name: AUTH_LABELS.logInTitle })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("a 401 on the header's own requests leaves the shopper on the page; the screen that needs the login says it", async () => {
    window.localStorage.setItem('token', 'revoked-token');
    const { requests } = fakeApi({ ...healthy, 'GET /api/cart': expired, 'GET /api/user/profile': expired });
    const { router } = renderApp('/about');
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/user/profile'));
    expect(router.state.location.pathname).toBe('/about');
    expect(toastTexts()).toEqual([]);

    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { name: AUTH_LABELS.logInTitle })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(toastTexts()).toEqual([ACCOUNT_MESSAGES.profileFailed]));
  });
});
