import { API_MESSAGES, ORDER_MESSAGES } from '@shop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute, sampleOrder } from '../../../test/render-route';
import TrackOrderPage from './track-order-page';

vi.setConfig({ testTimeout: 15_000 });
const userEvent = userEventDefault.setup({ delay: null });

let nextNumber = 1001;
const order = (id: string, createdAt: string, orderStatus: string) =>
  sampleOrder({ _id: id, orderNumber: `KTG-${nextNumber++}`, createdAt, orderStatus }, 2);

const orders = [
  order('old', '2026-01-01T10:00:00.000Z', 'Pending'),
  order('new', '2026-03-01T10:00:00.000Z', 'In Transit'),
  order('mid', '2026-02-01T10:00:00.000Z', 'In Truck'),
];

function renderOrders(answers: Record<string, FakeAnswer> = {}, token: string | null = 'shopper-token') {
  if (token) window.localStorage.setItem('token', token);
  const api = fakeApi({ 'GET /api/orders/order': { body: { success: true, orders } }, ...answers });
  renderRoute(<TrackOrderPage />, { path: '/track_order' });
  return api;
}

describe('/track_order', () => {
  it('sends a visitor to /login', async () => {
    renderOrders({}, null);
    expect(await screen.findByText(ORDER_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('lists orders newest first with their status, and Confirm Delivery only when In Transit', async () => {
    renderOrders();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards.map((card) => card.getAttribute('data-order-id'))).toEqual(['new', 'mid', 'old']);
    expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual([
      'In Transit',
      'In Truck',
      'Pending',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: 'Confirm Delivery' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
    expect(within(cards[2]!).queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
    expect(within(cards[0]!).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-total')).toHaveTextContent('GHS 2,629.98');
  });

  it('confirms delivery once, however fast the clicks, and shows Delivered', async () => {
    const { requests } = renderOrders({
      'PUT /api/orders/confirm-delivery': {
        body: { success: true, message: ORDER_MESSAGES.deliveryConfirmed },
      },
    });
    const button = await screen.findByRole('button', { name: 'Confirm Delivery' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(ORDER_MESSAGES.deliveryConfirmed)).toBeInTheDocument();
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Delivered');
    expect(screen.queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/orders/confirm-delivery', body: { id: 'new' } },
    ]);
  });

  it.each([
    [
      {
        status: 409,
        body: { success: false, message: 'Only an order in transit can be confirmed as delivered.' },
      },
      ORDER_MESSAGES.confirmFailed,
    ],
    [{ network: true } as const, ORDER_MESSAGES.confirmError],
  ])('a failed confirmation says so (%#)', async (answer, text) => {
    renderOrders({ 'PUT /api/orders/confirm-delivery': answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Delivery' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('asks the plain question for an order that is done with', async () => {
    renderOrders({
      'GET /api/orders/order': {
        body: { success: true, orders: [order('done', '2026-03-01T10:00:00.000Z', 'Delivered')] },
      },
    });
    const [card] = await screen.findAllByTestId('order-card');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete order' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(ORDER_MESSAGES.confirmDelete);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('does not cancel');
  });

  it('offers Delete only on orders that are over, never on one still on its way', async () => {
    renderOrders({
      'GET /api/orders/order': {
        body: {
          success: true,
          orders: [...orders, order('done', '2026-04-01T10:00:00.000Z', 'Cancelled')],
        },
      },
    });
    const cards = await screen.findAllByTestId('order-card');
    const withDelete = cards.filter((card) => within(card).queryByRole('button', { name: 'Delete order' }));
    expect(withDelete.map((card) => card.getAttribute('data-order-id'))).toEqual(['done']);
  });

  it('deletes only after the confirmation', async () => {
    const { requests } = renderOrders({
      'GET /api/orders/order': {
        body: { success: true, orders: [order('done', '2026-03-01T10:00:00.000Z', 'Delivered')] },
      },
      'DELETE /api/orders/done': { body: { success: true } },
    });
    const [card] = await screen.findAllByTestId('order-card');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ORDER_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryAllByTestId('order-card')).toHaveLength(0);
  });

  it.each([
    [{ status: 404, body: { success: false, message: 'Order not found.' } }, ORDER_MESSAGES.deleteFailed],
    [{ network: true } as const, ORDER_MESSAGES.genericError],
  ])('a failed delete says so (%#)', async (answer, text) => {
    renderOrders({
      'GET /api/orders/order': {
        body: { success: true, orders: [order('done', '2026-03-01T10:00:00.000Z', 'Delivered')] },
      },
      'DELETE /api/orders/done': answer,
    });
    const [card] = await screen.findAllByTestId('order-card');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
  });

  it('a refunded order shows Cancelled, Refunded and the reason', async () => {
    const reason = API_MESSAGES.refundReasonSoldOut;
    renderOrders({
      'GET /api/orders/order': {
        body: {
          success: true,
          orders: [
            {
              ...order('refunded', '2026-03-01T10:00:00.000Z', 'Cancelled'),
              paymentStatus: 'Refunded',
              cancelReason: reason,
            },
            // The refund is still being asked of the provider: cancelled already, whatever the status said.
            {
              ...order('pending', '2026-02-01T10:00:00.000Z', 'In Transit'),
              paymentStatus: 'Refund pending',
              cancelReason: reason,
            },
          ],
        },
      },
    });
    const [refunded, pending] = await screen.findAllByTestId('order-card');
    expect(within(refunded!).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(refunded!).getByTestId('order-refund')).toHaveTextContent(API_MESSAGES.refunded);
    // A refund the shop made by itself reads as its own sentence, not as a staff cancellation.
    expect(within(refunded!).getByText(reason)).toBeInTheDocument();
    expect(within(refunded!).queryByText(/Cancelled by the shop/)).toBeNull();
    expect(within(pending!).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(pending!).getByTestId('order-refund')).toHaveTextContent(API_MESSAGES.refundPending);
    expect(within(pending!).getByText(reason)).toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
  });

  it('a paid order staff cancelled shows Refunded with the staff reason', async () => {
    renderOrders({
      'GET /api/orders/order': {
        body: {
          success: true,
          orders: [
            {
              ...order('cancelled', '2026-03-01T10:00:00.000Z', 'Cancelled'),
              paymentStatus: 'Refunded',
              cancelReason: 'Customer asked by phone',
            },
          ],
        },
      },
    });
    const [card] = await screen.findAllByTestId('order-card');
    expect(within(card!).getByTestId('order-refund')).toHaveTextContent(API_MESSAGES.refunded);
    expect(within(card!).getByText('Cancelled by the shop: Customer asked by phone')).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    renderOrders({ 'GET /api/orders/order': { status: 500, body: { success: false, message: 'down' } } });
    expect((await screen.findAllByText(ORDER_MESSAGES.fetchFailed)).length).toBeGreaterThan(0);
  });

  it('with no orders, says so and offers the way home', async () => {
    renderOrders({ 'GET /api/orders/order': { body: { success: true, orders: [] } } });
    expect(await screen.findByText(ORDER_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('a 401 clears the token and goes to /login with the message', async () => {
    renderOrders({ 'GET /api/orders/order': { status: 401, body: { success: false, message: 'expired' } } });
    expect(await screen.findByText(ORDER_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('names an item by the variant bought, next to a product sold one way', async () => {
    const placed = order('variants', '2026-04-01T10:00:00.000Z', 'Pending');
    placed.items.push({
      ...placed.items[0]!,
      _id: 'variants-line-2',
      variant: {
        _id: 'variant-256-blue',
        sku: 'A15-256GB-BLUE',
        options: { Storage: '256GB', Colour: 'Blue' },
      },
    });
    renderOrders({ 'GET /api/orders/order': { body: { success: true, orders: [placed] } } });
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Samsung Galaxy A15')).toBeInTheDocument();
    expect(within(card).getByText('Samsung Galaxy A15, 256GB, Blue')).toBeInTheDocument();
  });
});
