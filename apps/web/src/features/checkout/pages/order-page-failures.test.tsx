import { CHECKOUT_MESSAGES } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute, sampleProduct } from '../../../test/render-route';
import type { PaystackTransactionOptions } from '../payment/paystack-popup';
import OrderPage from './order-page';

// Typing a whole delivery form takes a while when the suite runs files in parallel.
vi.setConfig({ testTimeout: 20_000 });
const userEvent = userEventDefault.setup({ delay: null });

const cart = { success: true, cartItems: [{ product: sampleProduct({ price: 100 }), quantity: 1 }] };
const testConfig = { success: true, provider: 'test', publicKey: null, currency: 'GHS' };
const paystackConfig = { success: true, provider: 'paystack', publicKey: 'pk_test_abc', currency: 'GHS' };
const verified = { success: true, reference: 'x', amount: 130, currency: 'GHS', status: 'success' };

function renderOrder(answers: Record<string, FakeAnswer>, token: string | null = 'shopper-token') {
  if (token) window.localStorage.setItem('token', token);
  const api = fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/delivery-fees/': { body: [{ city: 'Accra', fee: 30 }] },
    'GET /api/payments/config': { body: testConfig },
    'POST /api/payments/test/charge': {
      body: { success: true, message: 'ok', reference: 'x', status: 'success' },
    },
    'POST /api/payments/verify': { body: verified },
    ...answers,
  });
  renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
  return api;
}

async function fillAndPay() {
  await userEvent.type(await screen.findByLabelText(/First name/), 'Kofi');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Boateng');
  await userEvent.type(screen.getByLabelText(/Email address/), 'kofi@example.com');
  await userEvent.type(screen.getByLabelText(/Street/), '3 Ring Road');
  await userEvent.type(screen.getByLabelText(/Phone number/), '0201234567');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
}

const payInTestPopup = async () =>
  userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay / }));

afterEach(() => {
  delete window.PaystackPop;
});

describe('/order guards', () => {
  it('sends a visitor to /login', async () => {
    renderOrder({}, null);
    expect(await screen.findByText(CHECKOUT_MESSAGES.loginToOrder)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('sends an empty cart back to /cart', async () => {
    renderOrder({ 'GET /api/cart': { body: { success: true, cartItems: [] } } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.noItems)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/cart');
  });

  it('says so when the cart cannot be loaded', async () => {
    renderOrder({ 'GET /api/cart': { network: true } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.cartFailed)).toBeInTheDocument();
  });

  it('a 401 on the cart clears the token and goes to /login', async () => {
    renderOrder({ 'GET /api/cart': { status: 401, body: { success: false, message: 'expired' } } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.loginToOrder)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('/order payment failures', () => {
  it('a failed verification stops before any order', async () => {
    const { requests } = renderOrder({
      'POST /api/payments/verify': {
        status: 400,
        body: { success: false, message: 'The payment was not successful.' },
      },
    });
    await fillAndPay();
    await payInTestPopup();
    expect(await screen.findByText(CHECKOUT_MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/orders/create')).toBe(false);
  });

  it("no answer to create is the spec's error text", async () => {
    renderOrder({ 'POST /api/orders/create': { network: true } });
    await fillAndPay();
    await payInTestPopup();
    // Paid and verified, but the order was not written: the shopper is told, and stays on /order.
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderError)).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).toBeNull();
  });

  it("without Paystack's script it asks for a refresh", async () => {
    renderOrder({ 'GET /api/payments/config': { body: paystackConfig } });
    await fillAndPay();
    expect(await screen.findByText(CHECKOUT_MESSAGES.scriptNotLoaded)).toBeInTheDocument();
  });
});

describe('/order with Paystack', () => {
  it('opens the popup with key, email, pesewas, GHS and a reference, then verifies and places the order', async () => {
    const newTransaction = vi.fn<(options: PaystackTransactionOptions) => void>();
    window.PaystackPop = class {
      newTransaction = newTransaction;
    };
    const order = {
      _id: 'order-1',
      createdAt: '2026-01-01T10:00:00.000Z',
      orderStatus: 'Pending',
      items: [],
      subtotal: 100,
      shippingFee: 30,
      total: 130,
      paymentStatus: 'Paid',
      paymentReference: 'x',
      paymentMethod: 'paystack',
      firstName: 'Kofi',
      lastName: 'Boateng',
      email: 'kofi@example.com',
      street: '3 Ring Road',
      city: 'Accra',
      state: '',
      zipCode: '',
      country: 'Ghana',
      phoneNumber: '+233201234567',
    };
    const { requests } = renderOrder({
      'GET /api/payments/config': { body: paystackConfig },
      'POST /api/orders/create': { status: 201, body: { success: true, order } },
    });
    await fillAndPay();
    expect(newTransaction).toHaveBeenCalledTimes(1);
    const options = newTransaction.mock.calls[0]![0];
    expect(options).toMatchObject({
      key: 'pk_test_abc',
      email: 'kofi@example.com',
      amount: 13000,
      currency: 'GHS',
    });
    expect(options.reference).toMatch(/^[A-Za-z0-9-]+$/);

    options.onCancel();
    expect(await screen.findByText(CHECKOUT_MESSAGES.windowClosed)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    const retry = newTransaction.mock.calls[1]![0];
    expect(retry.reference).not.toBe(options.reference);
    retry.onSuccess({ reference: retry.reference });
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentSuccessful(retry.reference))).toBeInTheDocument();
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(requests.find((request) => request.path === '/api/payments/verify')?.body).toEqual({
      reference: retry.reference,
    });
  });
});
