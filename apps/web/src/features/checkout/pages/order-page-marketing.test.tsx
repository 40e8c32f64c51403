import { CONSENT_TEXTS, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
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

const cart = { success: true, cartItems: [sampleCartItem(sampleProduct({ price: 100 }), 2)] };
const offer = { enabled: true, cities: ['Accra'], maxOrderTotal: 3000, verifiedPhoneRequired: false };
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
  payOnDelivery: { orderNumber: 'KTG-1042', amountToCollect: 230, message: 'Have it ready' },
};

const consentAnswer = (consent: { email: boolean; sms: boolean; whatsapp: boolean }) => ({
  body: { success: true, consent, history: [] },
});

function checkoutApi(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem('token', 'shopper-token');
  return fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/delivery-fees/': deliveryFeesAnswer,
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS', payOnDelivery: offer },
    },
    'POST /api/orders/start': { body: placed },
    ...answers,
  });
}

const box = (channel: 'email' | 'sms' | 'whatsapp') =>
  screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice(channel) });

async function placeOnDelivery() {
  await userEvent.click(await screen.findByRole('radio', { name: /^Pay on delivery/ }));
  await userEvent.click(screen.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.placeOrder }));
  expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
}

const startBody = (requests: { path: string; body: unknown }[]) =>
  requests.find((request) => request.path === '/api/orders/start')?.body as Record<string, unknown>;

describe('/order asks for offers in one sentence (decision 0065)', () => {
  it('shows the yes the account gave ticked, and sends the ticked boxes with the checkout start', async () => {
    const { requests } = checkoutApi({
      'GET /api/user/marketing-consent': consentAnswer({ email: true, sms: false, whatsapp: false }),
    });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillDeliveryForm();
    expect(screen.getByRole('group', { name: CONSENT_TEXTS.sentence })).toBeInTheDocument();
    await vi.waitFor(() => expect(box('email')).toBeChecked());
    expect(box('sms')).not.toBeChecked();
    expect(box('whatsapp')).not.toBeRequired();
    await userEvent.click(box('sms'));
    await placeOnDelivery();
    expect(startBody(requests)).toMatchObject({ city: 'Accra', marketing: { email: true, sms: true } });
    expect(startBody(requests).marketing).toEqual({ email: true, sms: true });
  });

  it('sends a no for a yes the shopper unticks here', async () => {
    const { requests } = checkoutApi({
      'GET /api/user/marketing-consent': consentAnswer({ email: false, sms: false, whatsapp: true }),
    });
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillDeliveryForm();
    await vi.waitFor(() => expect(box('whatsapp')).toBeChecked());
    await userEvent.click(box('whatsapp'));
    await placeOnDelivery();
    expect(startBody(requests).marketing).toEqual({ whatsapp: false });
  });

  it('orders without waiting for the consent answer, and sends no marketing when no box is ticked', async () => {
    // An older server without consent: its 404 changes nothing on the form.
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await fillDeliveryForm();
    expect(box('email')).not.toBeChecked();
    await placeOnDelivery();
    expect(startBody(requests)).toMatchObject({ city: 'Accra', paymentMethod: 'pay-on-delivery' });
    expect(startBody(requests)).not.toHaveProperty('marketing');
  });
});
