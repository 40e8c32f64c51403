import { ADMIN_TEXTS, type AdminOrderDetail, PHONE_LABELS } from '@shop/shared';
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
