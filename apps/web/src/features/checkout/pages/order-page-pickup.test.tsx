import { PICKUP_TEXTS, type PickupBranch } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute, sampleCartItem, sampleProduct } from '../../../test/render-route';
import OrderPage from './order-page';
import { AMA, deliveryFeesAnswer, fillDeliveryForm, userEvent } from './order-page-test-kit';

const cart = { success: true, cartItems: [sampleCartItem(sampleProduct({ price: 100 }), 2)] };
const offer = { enabled: true, cities: ['Accra'], maxOrderTotal: 3000, verifiedPhoneRequired: false };
const day = (opens: string, closes: string) => ({ opens, closes });
const kumasi: PickupBranch = {
  id: 2,
  name: 'Kumasi Adum',
  address: '14 Prempeh II Street, Adum',
  city: 'Kumasi',
  digitalAddress: 'AK-039-5028',
  phone: '+233 32 202 5566',
  openingHours: [...Array.from({ length: 5 }, () => day('08:00', '18:00')), day('08:00', '17:00'), null],
};
const placedAtCounter = {
  success: true,
  state: 'placed',
  orderId: 'order-9',
  holdExpiresAt: '2026-01-01T10:00:00.000Z',
  payment: {
    provider: 'pay-on-delivery',
    reference: 'KTG-POD-REF-9',
    accessCode: '',
    publicKey: null,
    amount: 200,
    currency: 'GHS',
    email: AMA.email,
  },
  payOnDelivery: {
    orderNumber: 'KTG-1042',
    amountToCollect: 200,
    message: PICKUP_TEXTS.haveReadyAtCounter('GHS 200.00', 'Kumasi Adum'),
  },
};

function checkoutApi(branches: PickupBranch[] = [kumasi]) {
  window.localStorage.setItem('token', 'shopper-token');
  return fakeApi({
    'GET /api/cart': { body: cart },
    'GET /api/cart/pickup-branches': { body: { success: true, branches } },
    'GET /api/delivery-fees/': deliveryFeesAnswer,
    'GET /api/payments/config': {
      body: { success: true, provider: 'test', publicKey: null, currency: 'GHS', payOnDelivery: offer },
    },
    'POST /api/orders/start': { body: placedAtCounter },
  });
}

const pickupRadio = () => screen.findByRole('radio', { name: PICKUP_TEXTS.fulfilmentLabels.pickup });

describe('/order: deliver or pick up at a branch', () => {
  it("opens on pickup when the cart's pickup button sent the shopper, with no city", async () => {
    checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?fulfilment=pickup' });
    expect(await pickupRadio()).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Kumasi Adum/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-fee')).toHaveTextContent(PICKUP_TEXTS.freePickup);
  });

  it('picks up at Kumasi with the branch hours shown, no address, a free pickup, and pays at the counter', async () => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    expect(await screen.findByRole('radio', { name: PICKUP_TEXTS.fulfilmentLabels.delivery })).toBeChecked();
    expect(screen.getByLabelText(/Street/)).toBeInTheDocument();
    // Delivered to Accra: the city's fee.
    expect(screen.getByTestId('order-fee')).toHaveTextContent('GHS 30.00');

    await userEvent.click(await pickupRadio());
    const branches = screen.getByRole('group', { name: PICKUP_TEXTS.chooseBranch });
    const branch = within(branches).getByRole('radio', { name: /Kumasi Adum/ });
    expect(within(branches).getByText(/Monday to Friday: 08:00 to 18:00/)).toBeInTheDocument();
    expect(within(branches).getByText(/Sunday: Closed/)).toBeInTheDocument();
    // No address to type, the fee is free, and pay on delivery is paid at the counter.
    expect(screen.queryByRole('textbox', { name: /Street/ })).toBeNull();
    expect(screen.getByTestId('order-fee')).toHaveTextContent(PICKUP_TEXTS.freePickup);
    expect(screen.getByTestId('order-total')).toHaveTextContent('GHS 200.00');
    expect(screen.queryByRole('radio', { name: /^Pay on delivery/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('radio', { name: new RegExp(`^${PICKUP_TEXTS.payAtCounter.slice(0, 18)}`) }),
    );

    await userEvent.click(branch);
    await userEvent.type(screen.getByLabelText(/First name/), AMA.firstName);
    await userEvent.type(screen.getByLabelText(/Last name/), AMA.lastName);
    await userEvent.type(screen.getByLabelText(/Email address/), AMA.email);
    await userEvent.type(screen.getByLabelText(/Phone number/), AMA.phone);
    await userEvent.click(screen.getByRole('button', { name: PICKUP_TEXTS.placeOrderAtCounter }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    expect(await screen.findByText(PICKUP_TEXTS.orderPlacedAtCounter('KTG-1042'))).toBeInTheDocument();
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({
      fulfilment: 'pickup',
      pickupBranchId: 2,
      paymentMethod: 'pay-on-delivery',
      street: '',
      city: '',
      shippingFee: 0,
      total: 200,
    });
  });

  it('delivers after all when the shopper turns back to delivery, though a branch was chosen', async () => {
    const { requests } = checkoutApi();
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await userEvent.click(await pickupRadio());
    await userEvent.click(screen.getByRole('radio', { name: /Kumasi Adum/ }));
    await userEvent.click(screen.getByRole('radio', { name: PICKUP_TEXTS.fulfilmentLabels.delivery }));
    expect(screen.queryByRole('group', { name: PICKUP_TEXTS.chooseBranch })).toBeNull();
    await fillDeliveryForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Pay on delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order (pay on delivery)' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/track_order');
    const start = requests.find((request) => request.path === '/api/orders/start');
    expect(start?.body).toMatchObject({ city: 'Accra', street: AMA.street, shippingFee: 30, total: 230 });
    expect(start?.body).not.toHaveProperty('fulfilment');
    expect(start?.body).not.toHaveProperty('pickupBranchId');
  });

  it('says so when no branch holds the whole cart, and asks for a branch before placing', async () => {
    const { requests } = checkoutApi([]);
    renderRoute(<OrderPage />, { path: '/order', at: '/order?city=Accra' });
    await userEvent.click(await pickupRadio());
    expect(await screen.findByText(PICKUP_TEXTS.noBranch)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    expect(requests.filter((request) => request.path === '/api/orders/start')).toHaveLength(0);
  });
});
