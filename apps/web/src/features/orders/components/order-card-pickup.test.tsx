import { type Order, PICKUP_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sampleOrder } from '../../../test/render-route';
import { OrderCard } from './order-card';

const day = (opens: string, closes: string) => ({ opens, closes });
const kumasi = {
  id: 2,
  name: 'Kumasi Adum',
  address: '14 Prempeh II Street, Adum',
  city: 'Kumasi',
  digitalAddress: 'AK-039-5028',
  phone: '+233 32 202 5566',
  openingHours: [...Array.from({ length: 5 }, () => day('08:00', '18:00')), day('08:00', '17:00'), null],
};

function showOrder(overrides: Record<string, unknown>) {
  const order = sampleOrder(
    {
      _id: 'order-1',
      fulfilment: 'pickup',
      branch: kumasi,
      shippingFee: 0,
      street: '',
      city: '',
      ...overrides,
    },
    1,
  ) as unknown as Order;
  renderRoute(
    <ul>
      <OrderCard
        order={order}
        confirming={false}
        deleting={false}
        onConfirmDelivery={() => {}}
        onDelete={() => {}}
      />
    </ul>,
  );
  return screen.getByTestId('order-card');
}

describe('a pickup on the shopper’s orders', () => {
  it('names the branch with its address, phone and hours, and a free pickup instead of a delivery fee', () => {
    const card = showOrder({ orderStatus: 'Pending' });
    const pickup = within(card).getByTestId('order-pickup');
    expect(pickup).toHaveTextContent(PICKUP_TEXTS.pickUpAt('Kumasi Adum'));
    expect(pickup).toHaveTextContent('14 Prempeh II Street, Adum, Kumasi');
    expect(pickup).toHaveTextContent(PICKUP_TEXTS.digitalAddress('AK-039-5028'));
    expect(pickup).toHaveTextContent(
      'Monday to Friday: 08:00 to 18:00; Saturday: 08:00 to 17:00; Sunday: Closed',
    );
    expect(within(card).getByTestId('order-fee')).toHaveTextContent(PICKUP_TEXTS.freePickup);
    expect(within(card).queryByTestId('order-pickup-code')).toBeNull();
  });

  it('shows the code to give at the counter while the order is ready', () => {
    const card = showOrder({ orderStatus: 'Ready for pickup', pickupCode: '482913' });
    expect(within(card).getByTestId('order-pickup-code')).toHaveTextContent('482913');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Ready for pickup');
  });

  it('reads "Picked up" once handed over, and a locked code says to ask the branch', () => {
    const card = showOrder({ orderStatus: 'Delivered', pickupCode: null, pickupCodeLocked: false });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Picked up');
    screen.getByTestId('order-card').remove();
    const locked = showOrder({ orderStatus: 'Ready for pickup', pickupCode: null, pickupCodeLocked: true });
    expect(within(locked).getByText(PICKUP_TEXTS.pickupCodeLocked)).toBeInTheDocument();
  });
});
