import { type AdminCustomer, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { PayOnDeliveryCell } from './pay-on-delivery-cell';

const texts = PAY_ON_DELIVERY_TEXTS.account;
const customer: AdminCustomer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Yaw Refuser',
  email: 'yaw@example.com',
  isAdmin: false,
  isOwner: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 2,
  totalSpent: 0,
  phone: null,
  phoneVerified: false,
  orderTexts: true,
  orderUpdatesChannel: 'sms',
  refusedDeliveries: 2,
  payOnDeliveryBlocked: true,
};

describe("a customer's pay on delivery", () => {
  it('shows why it was lost and gives it back with one click', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const restored = { ...customer, refusedDeliveries: 0, payOnDeliveryBlocked: false };
    const fetchMock = vi.fn(
      fakeFetch({
        [`POST /api/admin/customers/${customer.id}/pay-on-delivery`]: {
          body: { success: true, message: texts.restored(customer.name), customer: restored },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PayOnDeliveryCell customer={customer} />);
    expect(screen.getByTestId('pay-on-delivery-blocked')).toHaveTextContent(texts.blocked(2));
    await userEvent.click(screen.getByRole('button', { name: texts.restore }));
    expect(await screen.findByText(texts.restored(customer.name))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/customers/${customer.id}/pay-on-delivery`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('names the phone or address that lost it when the account itself refused fewer (decision 0044)', () => {
    const newcomer: AdminCustomer = {
      ...customer,
      refusedDeliveries: 0,
      payOnDeliveryBlocked: true,
      payOnDeliveryBlocks: [
        { kind: 'phone', label: '024 500 0001', refusedDeliveries: 3 },
        { kind: 'address', label: '14 Liberation Road, Accra', refusedDeliveries: 2 },
      ],
    };
    renderWithProviders(<PayOnDeliveryCell customer={newcomer} />);
    expect(screen.getByTestId('pay-on-delivery-blocked')).toHaveTextContent(texts.blocked(3));
    const reasons = screen.getByTestId('pay-on-delivery-blocks');
    expect(reasons).toHaveTextContent(texts.blockedBy.phone('024 500 0001', 3));
    expect(reasons).toHaveTextContent(texts.blockedBy.address('14 Liberation Road, Accra', 2));
    expect(reasons).not.toHaveTextContent(texts.blockedBy.account(0));
    expect(screen.getByRole('button', { name: texts.restore })).toBeEnabled();
  });

  it('shows nothing for an account that has it', () => {
    const { container } = renderWithProviders(
      <PayOnDeliveryCell customer={{ ...customer, refusedDeliveries: 1, payOnDeliveryBlocked: false }} />,
    );
    expect(container.querySelector('[data-testid="pay-on-delivery-blocked"]')).toBeNull();
    expect(screen.queryByRole('button', { name: texts.restore })).toBeNull();
  });
});
