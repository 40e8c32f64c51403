import { PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  renderRoute,
  sampleCartItem,
  sampleProduct,
} from '../../../test/render-route';
import OrderPage from './order-page';
import { deliveryFeesAnswer, fillDeliveryForm, userEvent } from './order-page-test-kit';

const cart = { success: true, cartItems: [sampleCartItem(sampleProduct({ price: 100 }), 2)] };
const offer = { enabled: true, cities: ['Accra', 'Tema'], maxOrderTotal: 3000, verifiedPhoneRequired: false };
const haveReady = PAY_ON_DELIVERY_TEXTS.haveReady('GHS 230.00');

/** The server's answer when pay on delivery places the order. */
const placed = {
  success: true,
  state: 'placed',
  orderId: 'order-9',
  holdExpiresAt: '2026-01-01T10:00:00.000Z',
  payment: {
    provider: 'pay-on-delivery',
    reference: 'KTG-POD-REF-9',
    accessCode: '',
    publicKey: null,
    amount: 230,
    currency: 'GHS',
    email: 'ama@example.com',
  },
  payOnDelivery: { orderNumber: 'KTG-1042', amountToCollect: 230, message: haveReady },
};

function checkoutApi(answers: Record<string, FakeAnswer> = {}, payOnDelivery: unknown = offer) {
  window.localStorage.setItem('token', 'shopper-token');
  return fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/delivery-fees/': deliveryFeesAnswer,
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS', payOnDelivery },
    },
    'POST /api/orders/start': { body: placed },
    ...answers,
  });
}

const payOnDeliveryRadio = () => screen.findByRole('radio', { name: /^Pay on delivery/ });

describe('/order with pay on delivery', () => {
  it('places the order without any popup and goes to /track_order, saying the order is placed', async () => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillDeliveryForm();
    await userEvent.click(await payOnDeliveryRadio());
    await userEvent.click(screen.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(await screen.findByText(PAY_ON_DELIVERY_TEXTS.orderPlaced('KTG-1042'))).toBeInTheDocument();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({ paymentMethod: 'pay-on-delivery', city: 'Accra', total: 230 });
    // Nothing is paid online: no test charge, no verify, no create.
    const paths = requests.map((request) => request.path);
    expect(paths).not.toContain('/api/payments/test/charge');
    expect(paths).not.toContain('/api/payments/verify');
    expect(paths).not.toContain('/api/orders/create');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal beside the choice and stays on /order; pay now still works", async () => {
    const refusal = PAY_ON_DELIVERY_TEXTS.refusals.phoneNotVerified('024 123 4567');
    const { requests } = checkoutApi({
      'POST /api/orders/start': { status: 409, body: { success: false, message: refusal } },
    });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillDeliveryForm();
    await userEvent.click(await payOnDeliveryRadio());
    await userEvent.click(screen.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByTestId('current-path')).toBeNull();
    // Choosing pay now puts the first version's button back and clears the refusal.
    await userEvent.click(screen.getByRole('radio', { name: /^Pay now/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeEnabled();
    expect(requests.filter((request) => request.path === '/api/orders/start')).toHaveLength(1);
  });

  it('offers only the first version\'s "Pay with MOMO" in a city without pay on delivery', async () => {
    checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Kumasi' });
    expect(await screen.findByRole('radio', { name: 'Pay with MOMO' })).toBeChecked();
    // The one payment option (the other radios choose delivery or pickup).
    expect(screen.queryByRole('radio', { name: /^Pay on delivery/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeInTheDocument();
  });

  it('takes the choice away when the total is over the limit, and pays now instead', async () => {
    checkoutApi({}, { ...offer, maxOrderTotal: 229.99 });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    expect(await screen.findByRole('radio', { name: 'Pay with MOMO' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Pay on delivery/ })).toBeNull();
  });

  it('follows the city: chosen pay on delivery falls back to pay now in a city without it', async () => {
    checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await userEvent.click(await payOnDeliveryRadio());
    expect(screen.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^City/), 'Kumasi');
    expect(screen.queryByRole('radio', { name: /^Pay on delivery/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeInTheDocument();
  });
});
