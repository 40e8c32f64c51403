import { CHECKOUT_MESSAGES, PAY_ONLINE } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  renderRoute,
  sampleCartItem,
  sampleProduct,
} from '../../../test/render-route';
import OrderPage from './order-page';
import { AMA, deliveryFeesAnswer, fillDeliveryForm, userEvent } from './order-page-test-kit';

const cart = { success: true, cartItems: [sampleCartItem(sampleProduct({ price: 100 }), 2)] };

/** The server's answer to "Pay": a pending order and the transaction it started. */
const started = (amount = 230) => ({
  success: true,
  state: 'awaiting-payment',
  orderId: 'order-1',
  holdExpiresAt: '2026-01-01T10:15:00.000Z',
  payment: {
    provider: 'test',
    reference: 'KTG-SERVER-REF-1',
    accessCode: 'test_access_123456',
    publicKey: null,
    amount,
    currency: 'GHS',
    email: 'ama@example.com',
  },
});

function checkoutApi(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem('token', 'shopper-token');
  return fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/delivery-fees/': deliveryFeesAnswer,
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS' },
    },
    'POST /api/payments/test/charge': {
      body: { success: true, message: 'ok', reference: 'x', status: 'success' },
    },
    'POST /api/payments/verify': {
      body: { success: true, reference: 'x', amount: 230, currency: 'GHS', status: 'success' },
    },
    'POST /api/orders/start': { body: started() },
    'POST /api/orders/create': { status: 409, body: { success: false, message: 'The total has changed.' } },
    ...answers,
  });
}

const fillForm = (phone: string, country?: string) => fillDeliveryForm({ ...AMA, phone, country });

describe('the order form', () => {
  it('asks for the required fields before opening any payment popup', async () => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order and Pay' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.fillRequired)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('carries the city from the cart and sums the summary with its fee', async () => {
    checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Kumasi' });
    expect(await screen.findByLabelText(/City/)).toHaveValue('Kumasi');
    expect(screen.getByTestId('order-total')).toHaveTextContent('GHS 245.00');
  });

  it.each([
    ['024 123 4567', undefined, '+233241234567'],
    ['0803 123 4567', 'Nigeria', '+2348031234567'],
    // A real UK mobile range: 07700 900xxx is Ofcom's range for drama, which libphonenumber-js refuses.
    ['07911 123456', 'UK', '+447911123456'],
  ])('sends phone %s (%s) as %s: leading 0 dropped, dial code first', async (typed, country, sent) => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillForm(typed, country);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('test-payment-amount')).toHaveTextContent('GHS 230.00');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    // The server refused the figures: the first version's text, with the server's reason under it.
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderFailed)).toBeInTheDocument();
    expect(screen.getByText('The total has changed.')).toBeInTheDocument();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({
      phoneNumber: sent,
      city: 'Accra',
      paymentMethod: PAY_ONLINE,
      subtotal: 200,
      shippingFee: 30,
      total: 230,
    });
    // The browser names no reference and no payment status when it starts the checkout.
    expect(start?.body).not.toHaveProperty('paymentReference');
    expect(start?.body).not.toHaveProperty('paymentStatus');
    const create = requests.find((request) => request.path === '/api/orders/create');
    expect(create?.body).toMatchObject({
      phoneNumber: sent,
      city: 'Accra',
      subtotal: 200,
      shippingFee: 30,
      total: 230,
      paymentReference: 'KTG-SERVER-REF-1',
    });
  });

  it("the test popup shows the server's amount and pays the server's transaction by its access code", async () => {
    const { requests } = checkoutApi({ 'POST /api/orders/start': { body: started(231.5) } });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillForm('0241234567');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('test-payment-amount')).toHaveTextContent('GHS 231.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay GHS 231.50' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderFailed)).toBeInTheDocument();
    const charge = requests.find((request) => request.path === '/api/payments/test/charge');
    expect(charge?.body).toEqual({ accessCode: 'test_access_123456', outcome: 'success' });
    expect(requests.find((request) => request.path === '/api/payments/verify')?.body).toEqual({
      reference: 'KTG-SERVER-REF-1',
    });
  });

  it('cancelling the test popup says the window closed and places nothing', async () => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillForm('0241234567');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.windowClosed)).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/orders/create')).toBe(false);
  });
});
