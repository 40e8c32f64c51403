import { CHECKOUT_MESSAGES, howOrderIsPaid, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { act, screen, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { placedOnDeliveryState } from '../../lib/placed-on-delivery';
import { type FakeAnswer, fakeApi, renderRoute, sampleOrder } from '../../test/render-route';
import TrackOrderRoute from './track-order';

vi.setConfig({ testTimeout: 15_000 });
const userEvent = userEventDefault.setup({ delay: null });

const order = (id: string, orderNumber: string, orderStatus: string, paymentStatus: string) => {
  const base = {
    ...sampleOrder({
      _id: id,
      orderNumber,
      orderStatus,
      paymentStatus,
      paymentMethod: paymentStatus === 'Paid' ? 'paystack' : 'pay-on-delivery',
      shippingFee: 25,
    }),
    collection: null,
  };
  const toPay = paymentStatus === 'To pay on delivery';
  return {
    ...base,
    howPaid: howOrderIsPaid(base),
    amountToCollect: toPay ? base.total : 0,
    canPayNow: toPay && orderStatus === 'Pending',
  };
};

const waiting = order('waiting', 'KTG-1042', 'Pending', 'To pay on delivery');
const onTheTruck = order('truck', 'KTG-1041', 'In Truck', 'To pay on delivery');
const paid = {
  ...waiting,
  paymentStatus: 'Paid',
  paymentMethod: 'paystack',
  howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.paidOnline,
  canPayNow: false,
  amountToCollect: 0,
};

const payNowStarted = {
  success: true,
  state: 'awaiting-payment',
  orderId: 'waiting',
  holdExpiresAt: '2026-03-01T10:15:00.000Z',
  payment: {
    provider: 'test',
    reference: 'REF-waiting',
    accessCode: 'test_access_waiting',
    publicKey: null,
    amount: 1324.99,
    currency: 'GHS',
    email: 'ama@example.com',
  },
};

function renderOrders(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({
    'GET /api/orders/order': { body: { success: true, orders: [waiting, onTheTruck] } },
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS' },
    },
    'POST /api/orders/waiting/pay-now': { body: payNowStarted },
    'POST /api/payments/test/charge': {
      body: { success: true, message: 'ok', reference: 'REF-waiting', status: 'success' },
    },
    'POST /api/payments/verify': {
      body: { success: true, reference: 'REF-waiting', amount: 1324.99, currency: 'GHS', status: 'success' },
    },
    ...answers,
  });
  const view = renderRoute(<TrackOrderRoute />, { path: '/track_order' });
  return { ...api, ...view };
}

const card = async (orderNumber: string) =>
  (await screen.findAllByTestId('order-card')).find((element) =>
    within(element).queryByText(`Order ${orderNumber}`),
  )!;

/** The order's Pay now, once the payment settings have arrived (it waits for them disabled). */
async function payNowOf(orderNumber: string) {
  const button = within(await card(orderNumber)).getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow });
  await vi.waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('/track_order with orders to pay on delivery', () => {
  it('says how each order is paid, and offers Pay now only until the order is In Truck', async () => {
    renderOrders();
    const waitingCard = await card('KTG-1042');
    const truckCard = await card('KTG-1041');
    expect(within(waitingCard).getByTestId('order-how-paid')).toHaveTextContent(
      PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery('GHS 1,324.99'),
    );
    expect(await payNowOf('KTG-1042')).toBeInTheDocument();
    expect(within(truckCard).queryByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow })).toBeNull();
  });

  it("pays the same order in the provider's popup and verifies it; no second order is made", async () => {
    const { requests, answers } = renderOrders();
    await userEvent.click(await payNowOf('KTG-1042'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('test-payment-amount')).toHaveTextContent('GHS 1,324.99');
    // Once paid, the server's list says so.
    answers['GET /api/orders/order'] = { body: { success: true, orders: [paid, onTheTruck] } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay GHS 1,324.99' }));
    expect(await screen.findByText(PAY_ON_DELIVERY_TEXTS.paidNow)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/payments/test/charge')?.body).toEqual({
      accessCode: 'test_access_waiting',
      outcome: 'success',
    });
    expect(requests.find((request) => request.path === '/api/payments/verify')?.body).toEqual({
      reference: 'REF-waiting',
    });
    const paths = requests.map((request) => request.path);
    expect(paths).not.toContain('/api/orders/start');
    expect(paths).not.toContain('/api/orders/create');
    const paidCard = await card('KTG-1042');
    await vi.waitFor(() =>
      expect(within(paidCard).queryByRole('button', { name: PAY_ON_DELIVERY_TEXTS.payNow })).toBeNull(),
    );
    expect(within(paidCard).getByTestId('order-payment')).toHaveTextContent('Paid');
  });

  it("shows the server's refusal when the order went on its way meanwhile", async () => {
    const refusal = PAY_ON_DELIVERY_TEXTS.payNowRefusals.alreadyOnItsWay;
    const { requests } = renderOrders({
      'POST /api/orders/waiting/pay-now': { status: 409, body: { success: false, message: refusal } },
    });
    await userEvent.click(await payNowOf('KTG-1042'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((request) => request.path === '/api/payments/verify')).toBe(false);
  });

  it('closing the popup charges nothing and says the window closed', async () => {
    const { requests } = renderOrders();
    await userEvent.click(await payNowOf('KTG-1042'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.windowClosed)).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/payments/verify')).toBe(false);
  });

  it('after /order placed it, says what to have ready for the rider', async () => {
    const { router } = renderOrders();
    const message = PAY_ON_DELIVERY_TEXTS.haveReady('GHS 1,324.99');
    await act(() =>
      router.navigate('/track_order', { state: placedOnDeliveryState({ orderNumber: 'KTG-1042', message }) }),
    );
    expect(await screen.findByTestId('pay-on-delivery-placed')).toHaveTextContent(message);
  });
});
