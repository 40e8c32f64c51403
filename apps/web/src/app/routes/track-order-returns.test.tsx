import { howOrderIsPaid, RETURN_TEXTS } from '@shop/shared';
import { creditNotePagePath, returnRequestPagePath } from '@shop/shared/storefront-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { returnRequest } from '../../features/returns/returns-test-kit';
import { fakeApi, renderRoute, sampleOrder } from '../../test/render-route';
import TrackOrderRoute from './track-order';

const refunded = returnRequest({
  status: 'Refunded',
  statusLabel: 'Refunded',
  nextStep: 'The money for the units is on its way back, with a credit note.',
  refund: {
    amount: 1299.99,
    goods: 1299.99,
    delivery: 0,
    method: 'paystack',
    state: 'done',
    creditNoteNumber: 'CRN-000001',
    doneAt: '2026-12-02T10:00:00.000Z',
  },
});

/** An order as GET /api/orders/order answers it, paid online. */
function order(overrides: { _id: string; orderStatus: string }) {
  const base = { ...sampleOrder({ orderNumber: `KTG-${overrides._id}`, ...overrides }), collection: null };
  return { ...base, howPaid: howOrderIsPaid(base), amountToCollect: 0, canPayNow: false };
}

/** /track_order with the shopper's orders and requests: each card shows its own. */
function showOrders(orders: { _id: string; orderStatus: string }[], requests: unknown[]) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({
    'GET /api/orders/order': { body: { success: true, orders: orders.map(order) } },
    'GET /api/returns': { body: { success: true, requests } },
  });
  renderRoute(<TrackOrderRoute />, { path: '/track_order' });
  return api;
}

const cardOf = async (orderId: string) =>
  (await screen.findAllByTestId('order-card')).find((card) => card.dataset.orderId === orderId)!;

describe('the return requests of an order (decision 0063)', () => {
  it('shows a refunded request with its amount and its credit note to open', async () => {
    showOrders([{ _id: 'order-7', orderStatus: 'Delivered' }], [refunded]);
    const request = await screen.findByTestId('return-request');
    expect(within(request).getByText('RET-101 · Refunded')).toBeInTheDocument();
    expect(within(request).getByText(refunded.nextStep as string)).toBeInTheDocument();
    expect(within(request).getByText('Refunded GHS 1,299.99')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'Credit note CRN-000001' })).toHaveAttribute(
      'href',
      creditNotePagePath('order-7', 'CRN-000001'),
    );
    expect(
      within(request).getByRole('button', { name: RETURN_TEXTS.downloadCreditNote }),
    ).toBeInTheDocument();
  });

  it('asks the server once for every card and shows each order its own requests', async () => {
    const { requests } = showOrders(
      [
        { _id: 'order-7', orderStatus: 'Delivered' },
        { _id: 'order-8', orderStatus: 'Delivered' },
      ],
      [
        refunded,
        returnRequest({
          id: 102,
          number: 'RET-102',
          orderId: 'order-8',
          status: 'Rejected',
          statusLabel: 'Rejected',
          nextStep: 'The shop said why; nothing is taken back.',
          rejectionReason: 'The seal is broken.',
        }),
      ],
    );
    await waitFor(() => expect(screen.getAllByTestId('return-request')).toHaveLength(2));
    expect(within(await cardOf('order-8')).getByText('RET-102 · Rejected')).toBeInTheDocument();
    expect(within(await cardOf('order-8')).getByText('Reason: The seal is broken.')).toBeInTheDocument();
    expect(within(await cardOf('order-8')).queryByText(/RET-101/)).toBeNull();
    expect(requests.filter((request) => request.path === '/api/returns')).toHaveLength(1);
  });

  it('shows a replacement’s new serial and a repair’s note', async () => {
    showOrders(
      [{ _id: 'order-7', orderStatus: 'Delivered' }],
      [
        returnRequest({
          kind: 'warranty',
          status: 'Repaired',
          statusLabel: 'Repaired',
          resolutionNote: 'New charging port.',
        }),
        returnRequest({
          id: 103,
          number: 'RET-103',
          kind: 'warranty',
          status: 'Replaced',
          statusLabel: 'Replaced',
          units: [
            {
              orderItemId: 'order-7-line',
              name: 'Samsung Galaxy A15',
              variant: '',
              quantity: 1,
              serial: '356938035643809',
              replacementSerial: '356938035643817',
            },
          ],
        }),
      ],
    );
    expect(await screen.findByText('Repair: New charging port.')).toBeInTheDocument();
    expect(screen.getByText('New unit: 356938035643817')).toBeInTheDocument();
  });

  it('links a delivered order to the return form, and not an order on its way', async () => {
    showOrders(
      [
        { _id: 'order-7', orderStatus: 'Delivered' },
        { _id: 'order-9', orderStatus: 'In Transit' },
      ],
      [],
    );
    expect(within(await cardOf('order-7')).getByRole('link', { name: RETURN_TEXTS.askLink })).toHaveAttribute(
      'href',
      returnRequestPagePath('order-7'),
    );
    expect(within(await cardOf('order-9')).queryByRole('link', { name: RETURN_TEXTS.askLink })).toBeNull();
    expect(screen.queryByTestId('order-return-requests')).toBeNull();
  });

  it('asks for no requests while no order is delivered', async () => {
    const { requests } = showOrders([{ _id: 'order-9', orderStatus: 'In Transit' }], []);
    await cardOf('order-9');
    expect(requests.some((request) => request.path === '/api/returns')).toBe(false);
  });

  it('downloads the credit note’s PDF with the shopper’s token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = showOrders([{ _id: 'order-7', orderStatus: 'Delivered' }], [refunded]);
    const button = await screen.findByRole('button', { name: RETURN_TEXTS.downloadCreditNote });
    fetchMock.mockImplementationOnce(
      async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:credit-note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['CRN-000001.pdf']));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/orders/order-7/credit-notes/CRN-000001.pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer shopper-token');
  });
});
