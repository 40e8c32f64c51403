import { CHECKOUT_MESSAGES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  type RecordedRequest,
  renderRoute,
  sampleCartItem,
  sampleProduct,
} from '../../../test/render-route';
import type { PaystackCallbacks } from '../payment/paystack-popup';
import OrderPage from './order-page';
import { fillDeliveryForm, userEvent } from './order-page-test-kit';

const cart = { success: true, cartItems: [sampleCartItem(sampleProduct({ price: 100 }), 1)] };
const testConfig = { success: true, provider: 'test', publicKey: null, currency: 'GHS' };
const paystackConfig = { success: true, provider: 'paystack', publicKey: 'pk_test_abc', currency: 'GHS' };
const verified = { success: true, reference: 'x', amount: 130, currency: 'GHS', status: 'success' };
const placed = {
  _id: 'order-1',
  orderNumber: 'KTG-1001',
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

/** The server's answer to "Pay": the pending order's state and the transaction it started. */
const started = (state: string, provider: 'test' | 'paystack' = 'test') => ({
  body: {
    success: true,
    state,
    orderId: 'order-1',
    holdExpiresAt: '2026-01-01T10:15:00.000Z',
    payment: {
      provider,
      reference: `REF-${provider}-1`,
      accessCode: `access_${provider}_1`,
      publicKey: provider === 'paystack' ? 'pk_test_abc' : null,
      amount: 130,
      currency: 'GHS',
      email: 'kofi@example.com',
    },
  },
});

/** Paystack's InlineJS v2 in the window, recording each resumeTransaction. */
function stubPaystack() {
  const resumeTransaction = vi.fn<(accessCode: string, callbacks: PaystackCallbacks) => void>();
  window.PaystackPop = class {
    resumeTransaction = resumeTransaction;
  };
  return resumeTransaction;
}

const called = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path);

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
    'POST /api/orders/start': started('awaiting-payment'),
    'POST /api/orders/create': { status: 201, body: { success: true, order: placed } },
    ...answers,
  });
  renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
  return api;
}

async function fillAndPay() {
  await fillDeliveryForm({
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: 'kofi@example.com',
    street: '3 Ring Road',
    phone: '0201234567',
  });
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

  it("no answer to create is the first version's error text", async () => {
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

describe('/order before any payment', () => {
  it('a product out of stock is named before any popup opens', async () => {
    const resumeTransaction = stubPaystack();
    const soldOut = 'Samsung Galaxy A15 has only 0 left in stock.';
    const { requests } = renderOrder({
      'GET /api/payments/config': { body: paystackConfig },
      'POST /api/orders/start': { status: 409, body: { success: false, message: soldOut } },
    });
    await fillAndPay();
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderFailed)).toBeInTheDocument();
    expect(screen.getByText(soldOut)).toBeInTheDocument();
    expect(resumeTransaction).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called(requests, '/api/payments/verify')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeEnabled();
  });

  it('the test popup does not open either', async () => {
    const { requests } = renderOrder({
      'POST /api/orders/start': { status: 409, body: { success: false, message: 'The total has changed.' } },
    });
    await fillAndPay();
    expect(await screen.findByText('The total has changed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called(requests, '/api/payments/test/charge')).toHaveLength(0);
  });
});

describe('/order: one pending order, one charge', () => {
  it('verify failing after a paid popup says "being confirmed"; Pay re-verifies the same reference, no second popup', async () => {
    const { requests, answers } = renderOrder({
      'POST /api/payments/verify': {
        status: 500,
        body: { success: false, message: 'Paystack did not answer.' },
      },
    });
    await fillAndPay();
    await payInTestPopup();
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentConfirming)).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_MESSAGES.verificationFailed)).toBeNull();
    expect(called(requests, '/api/orders/create')).toHaveLength(0);

    // The provider recovers; the shopper presses Pay again.
    answers['POST /api/payments/verify'] = { body: verified };
    const pay = screen.queryByRole('button', { name: 'Place Order and Pay' });
    if (pay) await userEvent.click(pay);
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(screen.queryByText(CHECKOUT_MESSAGES.verificationFailed)).toBeNull();
    // One start, one popup, one charge; every verify asked about the same reference.
    expect(called(requests, '/api/orders/start')).toHaveLength(1);
    expect(called(requests, '/api/payments/test/charge')).toHaveLength(1);
    const verifies = called(requests, '/api/payments/verify');
    expect(verifies.length).toBeGreaterThanOrEqual(2);
    for (const verify of verifies) expect(verify).toMatchObject({ body: { reference: 'REF-test-1' } });
    expect(called(requests, '/api/orders/create')[0]).toMatchObject({
      body: { paymentReference: 'REF-test-1' },
    });
  });

  it('a Pay while the charge is unconfirmed opens no popup and verifies again', async () => {
    const { requests } = renderOrder({ 'POST /api/payments/verify': { network: true } });
    await fillAndPay();
    await payInTestPopup();
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentConfirming)).toBeInTheDocument();
    const before = called(requests, '/api/payments/verify').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order and Pay' }));
    await waitFor(() => expect(called(requests, '/api/payments/verify').length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called(requests, '/api/orders/start')).toHaveLength(1);
    expect(called(requests, '/api/payments/test/charge')).toHaveLength(1);
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentConfirming)).toBeInTheDocument();
  });

  it('verifies again by itself, a moment later, and places the order', async () => {
    const { answers } = renderOrder({
      'POST /api/payments/verify': { status: 502, body: { success: false, message: 'Bad gateway' } },
    });
    await fillAndPay();
    await payInTestPopup();
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentConfirming)).toBeInTheDocument();
    answers['POST /api/payments/verify'] = { body: verified };
    expect(
      await screen.findByText(CHECKOUT_MESSAGES.orderPlaced, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('start answering confirming opens no popup and verifies the pending charge', async () => {
    const { requests } = renderOrder({ 'POST /api/orders/start': started('confirming') });
    await fillAndPay();
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called(requests, '/api/payments/test/charge')).toHaveLength(0);
    expect(called(requests, '/api/payments/verify')[0]).toMatchObject({ body: { reference: 'REF-test-1' } });
    expect(called(requests, '/api/orders/create')[0]).toMatchObject({
      body: { paymentReference: 'REF-test-1' },
    });
  });

  it('start answering paid goes straight to create and /track_order', async () => {
    const resumeTransaction = stubPaystack();
    const { requests } = renderOrder({
      'GET /api/payments/config': { body: paystackConfig },
      'POST /api/orders/start': started('paid', 'paystack'),
    });
    await fillAndPay();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(resumeTransaction).not.toHaveBeenCalled();
    expect(called(requests, '/api/orders/create')[0]).toMatchObject({
      body: { paymentReference: 'REF-paystack-1' },
    });
  });
});

describe('/order with Paystack', () => {
  it("resumes the server's transaction by its access code, then verifies and places the order", async () => {
    const resumeTransaction = stubPaystack();
    const { requests } = renderOrder({
      'GET /api/payments/config': { body: paystackConfig },
      'POST /api/orders/start': started('awaiting-payment', 'paystack'),
    });
    await fillAndPay();
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(1));
    const [accessCode, callbacks] = resumeTransaction.mock.calls[0]!;
    expect(accessCode).toBe('access_paystack_1');

    callbacks.onCancel();
    expect(await screen.findByText(CHECKOUT_MESSAGES.windowClosed)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(2));
    const [again, retry] = resumeTransaction.mock.calls[1]!;
    expect(again).toBe('access_paystack_1');
    retry.onSuccess({ reference: 'REF-paystack-1' });
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    // One toast: the reference is the order card's, never a second toast.
    expect(screen.queryByText(CHECKOUT_MESSAGES.paymentSuccessful('REF-paystack-1'))).toBeNull();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(called(requests, '/api/payments/verify')[0]?.body).toEqual({ reference: 'REF-paystack-1' });
    expect(called(requests, '/api/orders/create')[0]).toMatchObject({
      body: { paymentReference: 'REF-paystack-1', total: 130 },
    });
    // The browser sent no amount and no reference of its own to start the payment.
    expect(called(requests, '/api/orders/start')[0]?.body).not.toHaveProperty('paymentReference');
  });
});
