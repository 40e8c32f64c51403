import { CART_LABELS, CART_MESSAGES, OFFLINE_CART_TEXT } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import CartPage from './cart-page';

function renderCart(cartAnswer: FakeAnswer) {
  window.localStorage.setItem('token', 'shopper-token');
  fakeApi({ 'GET /api/cart': cartAnswer, 'GET /api/delivery-fees/': { body: [{ city: 'Accra', fee: 30 }] } });
  renderRoute(<CartPage />, { path: '/cart' });
}

afterEach(() => vi.restoreAllMocks());

describe('/cart when empty or offline', () => {
  it('an empty cart offers a way to the shop, and no city or checkout at GHS 0.00', async () => {
    renderCart({ body: { success: true, cartItems: [] } });
    expect(await screen.findByText(CART_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CART_LABELS.continueShopping })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByLabelText(CART_LABELS.city)).toBeNull();
    expect(screen.queryByRole('button', { name: CART_LABELS.proceed })).toBeNull();
  });

  it('says the phone is offline, not that the products failed, when there is no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCart({ network: true });
    expect(await screen.findByText(OFFLINE_CART_TEXT.productsOffline)).toBeInTheDocument();
    expect(screen.queryByText(CART_MESSAGES.productsFailed)).toBeNull();
  });
});
