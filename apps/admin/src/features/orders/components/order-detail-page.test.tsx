import {
  ADMIN_ORDER_TEXTS,
  ADMIN_TEXTS,
  type AdminOrderDetail,
  DIGITAL_ADDRESS_TEXTS,
  PAY_ON_DELIVERY_TEXTS,
  PAY_ONLINE,
  PHONE_LABELS,
  SERIAL_TEXTS,
} from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import OrderDetailPage from './order-detail-page';

const ORDER_ID = '00000000-0000-4000-8000-000000000024';

const order = (values: Partial<AdminOrderDetail>): AdminOrderDetail => ({
  _id: ORDER_ID,
  orderNumber: 'KTG-10024',
  createdAt: '2026-11-20T10:00:00.000Z',
  orderStatus: 'Pending',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  city: 'Accra',
  itemCount: 0,
  total: 120,
  paymentStatus: 'Paid',
  paymentReference: 'ref-24',
  hiddenByCustomer: false,
  customer: { id: '00000000-0000-4000-8000-000000000001', name: 'Ama Mensah', email: 'ama@example.com' },
  street: '12 Oxford Street, Osu',
  state: 'Greater Accra',
  zipCode: '',
  digitalAddress: '',
  country: 'Ghana',
  phoneNumber: '+233241234567',
  phoneVerified: false,
  phoneUnreadable: false,
  orderTexts: true,
  paymentMethod: 'paystack',
  items: [],
  subtotal: 100,
  shippingFee: 20,
  cancelReason: null,
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  hiddenByCustomerAt: null,
  payment: null,
  staffMoves: ['In Truck', 'Cancelled'],
  ...values,
});

/** Opens the order as staff do and answers the "Phone" entry of its customer card. */
async function phoneEntryOf(detail: AdminOrderDetail): Promise<HTMLElement> {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(fakeFetch({ [`GET /api/admin/orders/${ORDER_ID}`]: { body: { success: true, order: detail } } })),
  );
  renderWithProviders(<OrderDetailPage />, { path: '/orders/:orderId', at: `/orders/${ORDER_ID}` });
  const label = await screen.findByText(ADMIN_TEXTS.orderDetail.phone);
  return label.nextElementSibling as HTMLElement;
}

describe('the phone on the order, as staff see it', () => {
  it('marks the number Verified when the shopper confirmed it by code', async () => {
    const phone = await phoneEntryOf(order({ phoneVerified: true }));
    expect(within(phone).getByText('024 123 4567')).toBeInTheDocument();
    expect(within(phone).getByText(PHONE_LABELS.verified)).toBeInTheDocument();
    expect(within(phone).queryByText(PHONE_LABELS.unreadable)).toBeNull();
    expect(phone).toHaveTextContent(`${PHONE_LABELS.orderTexts}: ${ADMIN_TEXTS.orderDetail.yes}`);
  });

  it('shows no mark for a number never confirmed, and the shopper’s texts turned off', async () => {
    const phone = await phoneEntryOf(order({ phoneVerified: false, orderTexts: false }));
    expect(within(phone).getByText('024 123 4567')).toBeInTheDocument();
    expect(within(phone).queryByText(PHONE_LABELS.verified)).toBeNull();
    expect(phone).toHaveTextContent(`${PHONE_LABELS.orderTexts}: ${ADMIN_TEXTS.orderDetail.no}`);
  });

  it('shows an older order’s unreadable number as typed, flagged for staff to check', async () => {
    const phone = await phoneEntryOf(order({ phoneNumber: 'call me at the shop', phoneUnreadable: true }));
    expect(within(phone).getByText('call me at the shop')).toBeInTheDocument();
    expect(within(phone).getByText(PHONE_LABELS.unreadable)).toBeInTheDocument();
    expect(within(phone).queryByText(PHONE_LABELS.verified)).toBeNull();
  });
});

describe('pay on delivery on the order, as staff see it (decision 0044)', () => {
  it('says which of account, phone or address keeps the shopper from paying on delivery', async () => {
    const { blockedBy, blockedTitle } = PAY_ON_DELIVERY_TEXTS.account;
    await phoneEntryOf(
      order({
        paymentMethod: 'pay-on-delivery',
        paymentStatus: 'Refused at the door',
        payOnDeliveryBlocks: [
          { kind: 'account', label: '', refusedDeliveries: 2 },
          { kind: 'phone', label: '024 123 4567', refusedDeliveries: 3 },
        ],
      }),
    );
    const blocks = screen.getByTestId('pay-on-delivery-blocks');
    expect(blocks).toHaveTextContent(blockedTitle);
    expect(within(blocks).getByText(blockedBy.account(2))).toBeInTheDocument();
    expect(within(blocks).getByText(blockedBy.phone('024 123 4567', 3))).toBeInTheDocument();
  });

  it('shows nothing when nothing blocks it', async () => {
    await phoneEntryOf(order({ paymentMethod: 'pay-on-delivery', payOnDeliveryBlocks: [] }));
    expect(screen.queryByTestId('pay-on-delivery-blocks')).toBeNull();
  });
});

describe('the digital address on the order, as staff see it', () => {
  it('shows the GhanaPost GPS address the shopper gave, under its name', async () => {
    await phoneEntryOf(order({ digitalAddress: 'GA-123-4567' }));
    const label = screen.getByText(DIGITAL_ADDRESS_TEXTS.label);
    expect(label.nextElementSibling).toHaveTextContent('GA-123-4567');
  });

  it('shows no such line for an order without one', async () => {
    await phoneEntryOf(order({}));
    expect(screen.queryByText(DIGITAL_ADDRESS_TEXTS.label)).toBeNull();
  });
});

describe('the order in the shop’s words (decision 0051)', () => {
  it('names a paid order’s state, method and provider as staff say them, with its history', async () => {
    await phoneEntryOf(
      order({
        payment: {
          reference: 'ref-24',
          provider: 'paystack',
          status: 'success',
          amount: 120,
          currency: 'GHS',
          channel: 'mobile_money',
          paidAt: '2026-11-20T10:02:00.000Z',
          raw: {},
        },
      }),
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid, to pack');
    expect(screen.getByText(ADMIN_ORDER_TEXTS.paymentMethods[PAY_ONLINE])).toBeInTheDocument();
    expect(screen.getByText('Paystack (success)')).toBeInTheDocument();
    expect(screen.queryByText('paystack')).toBeNull();
    const history = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual([
      `${ADMIN_ORDER_TEXTS.timeline.placed} 20 Nov 2026, 10:00`,
      `${ADMIN_ORDER_TEXTS.timeline.paid} 20 Nov 2026, 10:02`,
    ]);
  });
});

describe('serials and the invoice on the order (decision 0061)', () => {
  const phoneLine: AdminOrderDetail['items'][number] = {
    _id: '00000000-0000-4000-8000-0000000000c1',
    productId: 9,
    variant: { _id: '', sku: '', options: {} },
    name: 'Tecno Spark 20',
    price: 1450,
    image: null,
    quantity: 2,
    lineTotal: 2900,
    tracksSerials: true,
    serials: [
      { serial: '490154203237518', warrantyUntil: '2027-11-28', state: 'sold' },
      { serial: 'SN-A15-0042X', warrantyUntil: '2027-11-28', state: 'returned' },
    ],
  };

  it('lists each unit sold with the last day of its warranty, and offers the invoice as a PDF', async () => {
    await phoneEntryOf(
      order({
        orderStatus: 'In Truck',
        items: [phoneLine],
        invoice: { number: 'INV-000042', issuedAt: '2026-11-28T10:00:00.000Z' },
      }),
    );
    const units = within(screen.getByTestId('sold-units')).getAllByRole('listitem');
    expect(units.map((unit) => unit.textContent)).toEqual([
      `490154203237518, ${SERIAL_TEXTS.warrantyUntil('Sunday, 28 November 2027')}`,
      `SN-A15-0042X, ${SERIAL_TEXTS.warrantyUntil('Sunday, 28 November 2027')}${SERIAL_TEXTS.states.returned}`,
    ]);
    expect(screen.getByRole('button', { name: SERIAL_TEXTS.downloadInvoice })).toBeEnabled();
  });

  it('has no invoice button before the payment settled', async () => {
    await phoneEntryOf(order({ items: [{ ...phoneLine, serials: [] }], invoice: null }));
    expect(screen.queryByRole('button', { name: SERIAL_TEXTS.downloadInvoice })).toBeNull();
    expect(screen.queryByTestId('sold-units')).toBeNull();
  });
});
