import { DISCOUNT_MESSAGES, DISCOUNT_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  renderRoute,
  sampleCartItem,
  sampleProduct,
} from '../../../test/render-route';
import OrderPage from './order-page';
import { deliveryFeesAnswer, fillDeliveryForm, userEvent } from './order-page-test-kit';

// 3 x 333.33 = 999.99; 10 % off is 100.00 (rounded to the pesewa by the server).
const items = [sampleCartItem(sampleProduct({ price: 333.33 }), 3)];
const tenPercent = {
  code: 'SAVE10',
  description: '10 % off everything',
  amount: 100,
  freeDelivery: false,
  deliveryAmount: 0,
};
const freeShipping = {
  code: 'FREESHIP',
  description: 'Free delivery in December',
  amount: 0,
  freeDelivery: true,
  deliveryAmount: 0,
};
const cartWith = (discount: typeof tenPercent | null, off = 0) => ({
  success: true,
  cartItems: items,
  discount,
  totals: { subtotal: 999.99, discount: off, total: Math.round((999.99 - off) * 100) / 100 },
});

/** The server refuses the start (409), so the test reads the body the page sent and no popup opens. */
function checkoutApi(answers: Record<string, FakeAnswer>) {
  window.localStorage.setItem('token', 'shopper-token');
  return fakeApi({
    'GET /api/delivery-fees/': deliveryFeesAnswer,
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS' },
    },
    'POST /api/orders/start': { status: 409, body: { success: false, message: 'The total has changed.' } },
    ...answers,
  });
}

async function pay() {
  await fillDeliveryForm();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
  await screen.findByText('The total has changed.');
}

describe('/order with a discount code', () => {
  it("shows the discount line and sends the cart's discount, the fee and the discounted total", async () => {
    const { requests } = checkoutApi({ 'GET /api/cart': { body: cartWith(tenPercent, 100) } });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    const line = await screen.findByTestId('discount-line');
    expect(line).toHaveTextContent(DISCOUNT_TEXTS.line('SAVE10', '10 % off everything'));
    expect(within(line).getByTestId('discount-amount')).toHaveTextContent('GHS -100.00');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('GHS 999.99');
    expect(screen.getByTestId('order-total')).toHaveTextContent('GHS 929.99');
    const cartReads = () => requests.filter((request) => request.path === '/api/cart').length;
    const before = cartReads();
    await pay();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({ subtotal: 999.99, discount: 100, shippingFee: 30, total: 929.99 });
    // A refused start (a code that ended meanwhile, a changed figure): the summary asks for the cart anew.
    await vi.waitFor(() => expect(cartReads()).toBeGreaterThan(before));
  });

  it('waives the fee of a free delivery: "Free delivery" shown, 0 sent', async () => {
    const { requests } = checkoutApi({ 'GET /api/cart': { body: cartWith(freeShipping) } });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Kumasi' });
    expect(await screen.findByTestId('order-fee')).toHaveTextContent(
      `GHS 45.00 ${DISCOUNT_TEXTS.freeDelivery}`,
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('GHS 999.99');
    await pay();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({ subtotal: 999.99, discount: 0, shippingFee: 0, total: 999.99 });
  });

  it('sends no discount for a cart without one, as before', async () => {
    const { requests } = checkoutApi({ 'GET /api/cart': { body: cartWith(null) } });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    expect(await screen.findByTestId('order-total')).toHaveTextContent('GHS 1,029.99');
    expect(screen.queryByTestId('discount-line')).not.toBeInTheDocument();
    await pay();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).not.toHaveProperty('discount');
    expect(start?.body).toMatchObject({ shippingFee: 30, total: 1029.99 });
  });

  it('applies a code from /order with Enter, without submitting the order, and says a refusal there', async () => {
    const { requests, answers } = checkoutApi({
      'GET /api/cart': { body: cartWith(null) },
      'POST /api/cart/discount': { status: 404, body: { success: false, message: DISCOUNT_MESSAGES.ended } },
    });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await userEvent.type(await screen.findByLabelText(DISCOUNT_TEXTS.codeLabel), 'OLDCODE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_MESSAGES.ended);
    answers['POST /api/cart/discount'] = { body: cartWith(tenPercent, 100) };
    answers['GET /api/cart'] = { body: cartWith(tenPercent, 100) };
    await userEvent.clear(screen.getByLabelText(DISCOUNT_TEXTS.codeLabel));
    await userEvent.type(screen.getByLabelText(DISCOUNT_TEXTS.codeLabel), 'save10');
    await userEvent.click(screen.getByRole('button', { name: DISCOUNT_TEXTS.apply }));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('GHS 929.99');
    expect(requests.some((request) => request.path === '/api/orders/start')).toBe(false);
    expect(requests.filter((request) => request.path === '/api/cart/discount').map((r) => r.body)).toEqual([
      { code: 'OLDCODE' },
      { code: 'SAVE10' },
    ]);
  });
});
