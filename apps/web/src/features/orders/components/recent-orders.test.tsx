import { invoicePagePath } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute, sampleOrder } from '../../../test/render-route';
import { RecentOrders } from './recent-orders';

describe("/profile's recent orders", () => {
  it('link to the invoice of a paid order, and to none before payment settles', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({
      'GET /api/orders/order': {
        body: {
          success: true,
          orders: [
            sampleOrder({
              _id: 'paid',
              orderNumber: 'KTG-1042',
              createdAt: '2026-11-28T10:00:00.000Z',
              invoice: { number: 'INV-000007', issuedAt: '2026-11-28T10:01:00.000Z' },
            }),
            sampleOrder({
              _id: 'waiting',
              orderNumber: 'KTG-1041',
              paymentStatus: 'To pay on delivery',
              invoice: null,
            }),
          ],
        },
      },
    });
    renderRoute(<RecentOrders />, { path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Invoice INV-000007' })).toHaveAttribute(
      'href',
      invoicePagePath('paid'),
    );
    expect(screen.getAllByTestId('recent-order-number')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^Invoice/ })).toHaveLength(1);
  });
});
