import { PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import DeliveryRunPage from './delivery-run-page';

const texts = PAY_ON_DELIVERY_TEXTS.deliveryRun;
const stop = (orderNumber: string, values: Record<string, unknown>) => ({
  orderId: `id-${orderNumber}`,
  orderNumber,
  name: 'Ama Mensah',
  phoneNumber: '+233241234567',
  address: '12 Oxford Street, Greater Accra',
  city: 'Accra',
  itemCount: 2,
  paymentMethod: 'pay-on-delivery',
  paymentStatus: 'To pay on delivery',
  howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery('GHS 1,324.99'),
  amountToCollect: 1324.99,
  orderStatus: 'In Truck',
  outcome: null,
  ...values,
});
const run = {
  success: true,
  date: '2026-11-25',
  stops: [
    stop('KTG-1042', {}),
    stop('KTG-1043', {
      paymentMethod: 'paystack',
      paymentStatus: 'Paid',
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.paidOnline,
      amountToCollect: 0,
    }),
  ],
  totals: { orders: 2, toCollect: 1324.99, collectedCash: 0, collectedMomo: 0 },
};

function openRun() {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/admin/delivery-run': { body: run },
      'GET /api/admin/delivery-run.csv': { body: 'orderNumber\n' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs; the browser hands the file to the shopper's downloads with them.
  URL.createObjectURL = vi.fn(() => 'blob:delivery-run');
  URL.revokeObjectURL = vi.fn();
  renderWithProviders(<DeliveryRunPage />, { path: '/delivery-run', at: '/delivery-run?date=2026-11-25' });
  return fetchMock;
}

describe('the delivery run sheet', () => {
  it("lists the day's stops with the phone as people write it and what the rider collects", async () => {
    const fetchMock = openRun();
    expect(
      await screen.findByRole('heading', { name: texts.title('Wednesday, 25 November 2026') }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/delivery-run?date=2026-11-25', expect.anything());
    expect(await screen.findByTestId('delivery-run-totals')).toHaveTextContent(
      texts.totals(2, 'GHS 1,324.99'),
    );
    const [toCollect, prepaid] = screen.getAllByTestId('delivery-run-stop');
    expect(toCollect).toHaveTextContent('024 123 4567');
    expect(within(toCollect!).getAllByRole('cell')[7]).toHaveTextContent('GHS 1,324.99');
    expect(within(prepaid!).getAllByRole('cell')[7]).toHaveTextContent('-');
    expect(within(toCollect!).getByRole('link', { name: 'KTG-1042' })).toHaveAttribute(
      'href',
      '/orders/id-KTG-1042',
    );
  });

  it('downloads the same day as CSV and prints the page', async () => {
    const fetchMock = openRun();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await screen.findAllByTestId('delivery-run-stop');
    await userEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/delivery-run.csv?date=2026-11-25',
        expect.anything(),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: new RegExp(texts.print) }));
    expect(print).toHaveBeenCalled();
  });
});
