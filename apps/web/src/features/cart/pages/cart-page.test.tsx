import { CART_MESSAGES, PICKUP_TEXTS } from '@shop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  renderRoute,
  sampleCartItem,
  sampleProduct,
  sampleVariantProduct,
} from '../../../test/render-route';
import CartPage from './cart-page';

const cart = {
  success: true,
  cartItems: [
    sampleCartItem(sampleProduct(), 2),
    sampleCartItem(sampleProduct({ _id: 'product-2', id: 2, name: 'JBL Flip 6', price: 899 }), 1),
  ],
};
const fees = [{ city: 'Accra', fee: 30 }];
const pickupBranch = (id: number, name: string) => ({
  id,
  name,
  address: '14 Prempeh II Street',
  city: name.split(' ')[0],
  digitalAddress: '',
  phone: '+233 32 202 5566',
  openingHours: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '18:00' })),
});

function renderCart(answers: Record<string, FakeAnswer>) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/delivery-fees/': { body: fees },
    ...answers,
  });
  renderRoute(<CartPage />, { path: '/cart' });
  return api;
}

describe('/cart', () => {
  it('sends a visitor to /login with the original text', async () => {
    fakeApi({});
    renderRoute(<CartPage />, { path: '/cart' });
    expect(await screen.findByText(CART_MESSAGES.loginToViewCart)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('offers pickup without a delivery city when branches hold the whole cart', async () => {
    renderCart({
      'GET /api/cart/pickup-branches': {
        body: { success: true, branches: [pickupBranch(2, 'Kumasi Adum'), pickupBranch(3, 'Accra Mall')] },
      },
    });
    const pickUp = await screen.findByRole('button', { name: PICKUP_TEXTS.pickUpInstead });
    expect(
      screen.getByText(PICKUP_TEXTS.pickUpInsteadHint(['Kumasi Adum', 'Accra Mall'])),
    ).toBeInTheDocument();
    await userEvent.click(pickUp);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/order?fulfilment=pickup');
  });

  it('offers no pickup when no branch holds the whole cart: a city is needed', async () => {
    renderCart({ 'GET /api/cart/pickup-branches': { body: { success: true, branches: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: /Proceed/ }));
    expect(await screen.findByText(CART_MESSAGES.selectCity)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PICKUP_TEXTS.pickUpInstead })).toBeNull();
  });

  it('says so when the cart cannot be loaded', async () => {
    renderCart({ 'GET /api/cart': { status: 500, body: { success: false, message: 'down' } } });
    expect(await screen.findByText(CART_MESSAGES.productsFailed)).toBeInTheDocument();
  });

  it('says so when the delivery fees cannot be loaded, and keeps the fee at 0', async () => {
    renderCart({ 'GET /api/delivery-fees/': { network: true } });
    expect((await screen.findAllByText(CART_MESSAGES.deliveryFeesFailed)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('GHS 0.00');
  });

  it('shows the empty text', async () => {
    renderCart({ 'GET /api/cart': { body: { success: true, cartItems: [] } } });
    expect(await screen.findByText(CART_MESSAGES.empty)).toBeInTheDocument();
  });

  it('removes only after the confirmation, and reports a refusal', async () => {
    const { requests } = renderCart({
      'POST /api/cart/remove': { status: 500, body: { success: false, message: 'down' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove JBL Flip 6 from cart' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(CART_MESSAGES.confirmRemove);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((request) => request.path === '/api/cart/remove')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove JBL Flip 6 from cart' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(CART_MESSAGES.removeFailed)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/cart/remove')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/remove',
        body: { productId: 'product-2', variantId: 'product-2-default' },
      },
    ]);
  });

  it('reports a refused decrease', async () => {
    renderCart({ 'POST /api/cart/update': { status: 500, body: { success: false, message: 'down' } } });
    await userEvent.click(await screen.findByRole('button', { name: /Decrease quantity of Samsung/ }));
    expect(await screen.findByText(CART_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('a double click on + sends one request', async () => {
    const { requests } = renderCart({
      'POST /api/cart/update': { body: { ...cart, message: 'ok' } },
    });
    const plus = await screen.findByRole('button', { name: /Increase quantity of Samsung/ });
    // Two clicks before React can re-render the button disabled.
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(await screen.findByText(CART_MESSAGES.updated)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/cart/update')).toHaveLength(1);
  });

  it('shows the same phone in two variants as two lines, each named and priced by its variant', async () => {
    const phone = sampleVariantProduct();
    const { requests } = renderCart({
      'GET /api/cart': {
        body: { success: true, cartItems: [sampleCartItem(phone, 1, 0), sampleCartItem(phone, 2, 3)] },
      },
      'POST /api/cart/remove': { body: { success: true, cartItems: [sampleCartItem(phone, 1, 0)] } },
    });
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'Samsung Galaxy A15, 128GB, Black',
      'Samsung Galaxy A15, 256GB, Blue',
    ]);
    // 1 x 1,450 + 2 x 1,849: the lines' own prices, not the product's lowest.
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('GHS 5,148.00');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Samsung Galaxy A15, 256GB, Blue from cart' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(CART_MESSAGES.removed)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/cart/remove')?.body).toEqual({
      productId: 'product-12',
      variantId: 'variant-256-blue',
    });
  });
});
