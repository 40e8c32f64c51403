import {
  type AdminOrderDetail,
  PICKUP_COUNTER_ADMIN_TEXTS,
  PICKUP_COUNTER_MESSAGES,
  SERIAL_TEXTS,
} from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { PickupCounterCard } from './pickup-counter-card';

const texts = PICKUP_COUNTER_ADMIN_TEXTS;
const ORDER_ID = '00000000-0000-4000-8000-000000000069';
const PHONE_LINE = '00000000-0000-4000-8000-0000000000b1';
const GOOD_IMEI = '490154203237518';

const order = (values: Partial<AdminOrderDetail>): AdminOrderDetail => ({
  _id: ORDER_ID,
  orderNumber: 'KTG-1042',
  createdAt: '2026-11-20T10:00:00.000Z',
  orderStatus: 'Pending',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  city: 'Kumasi',
  itemCount: 1,
  total: 1450,
  paymentStatus: 'Paid',
  paymentReference: 'ref-69',
  hiddenByCustomer: false,
  fulfilment: 'pickup',
  branch: { id: 2, name: 'Kumasi Adum' },
  customer: null,
  street: '',
  state: '',
  zipCode: '',
  digitalAddress: '',
  country: 'Ghana',
  phoneNumber: '+233241234567',
  phoneVerified: true,
  phoneUnreadable: false,
  orderTexts: true,
  paymentMethod: 'paystack',
  items: [
    {
      _id: PHONE_LINE,
      productId: 7,
      variant: { _id: '', sku: '', options: { Storage: '128GB' } },
      name: 'Samsung Galaxy A15',
      price: 1450,
      image: null,
      quantity: 1,
      lineTotal: 1450,
      tracksSerials: true,
      serials: [],
    },
  ],
  subtotal: 1450,
  shippingFee: 0,
  cancelReason: null,
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  hiddenByCustomerAt: null,
  payment: null,
  staffMoves: ['Cancelled'],
  counter: { readyForPickupAt: null, holdUntil: null, triesLeft: 5, locked: false },
  ...values,
});

const ready = (values: Partial<AdminOrderDetail> = {}) =>
  order({
    orderStatus: 'Ready for pickup',
    counter: {
      readyForPickupAt: '2026-11-28T09:00:00.000Z',
      holdUntil: '2026-12-05T09:00:00.000Z',
      triesLeft: 3,
      locked: false,
    },
    ...values,
  });

const answer = (detail: AdminOrderDetail, message = 'Done.') => ({
  body: { success: true, message, order: detail },
});
let fetchMock: ReturnType<typeof vi.fn>;

function stubServer(answers: Parameters<typeof fakeFetch>[0]) {
  fetchMock = vi.fn(fakeFetch(answers));
  vi.stubGlobal('fetch', fetchMock);
}

/** The body of the last call to `path`, as sent. */
function sentTo(path: string) {
  const call = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).at(-1);
  return call ? JSON.parse(String(call[1]?.body ?? '{}')) : undefined;
}

beforeEach(() => window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token'));
afterEach(() => vi.unstubAllGlobals());

describe('a pickup at the counter, as staff see it', () => {
  it('says nothing on a delivery order', () => {
    stubServer({});
    renderWithProviders(<PickupCounterCard order={order({ fulfilment: 'delivery' })} />);
    expect(screen.queryByText(texts.title)).not.toBeInTheDocument();
    expect(screen.queryByTestId('pickup-branch')).not.toBeInTheDocument();
  });

  it('names the branch and marks a paid pickup ready, which sends the code', async () => {
    stubServer({ [`POST /api/admin/orders/${ORDER_ID}/ready-for-pickup`]: answer(ready()) });
    renderWithProviders(<PickupCounterCard order={order({})} />);
    expect(screen.getByTestId('pickup-branch')).toHaveTextContent('Kumasi Adum');
    expect(screen.queryByRole('form', { name: texts.handover })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.markReady }));
    await waitFor(() => expect(sentTo('/ready-for-pickup')).toEqual({}));
  });

  it('hands over with the code and the serials, and shows a wrong code’s tries left', async () => {
    stubServer({
      [`POST /api/admin/orders/${ORDER_ID}/pickup`]: {
        status: 422,
        body: { success: false, message: PICKUP_COUNTER_MESSAGES.wrongCode(2) },
      },
    });
    renderWithProviders(<PickupCounterCard order={ready()} />);
    expect(screen.getByTestId('pickup-tries')).toHaveTextContent(texts.triesLeft(3));
    // A paid order takes no money at the counter.
    expect(screen.queryByText(texts.collection)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(texts.code), '12a34');
    expect(screen.getByLabelText(texts.code)).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: texts.handover }));
    expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
    expect(screen.getByText(SERIAL_TEXTS.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(texts.code), '56');
    await userEvent.type(
      screen.getByLabelText(SERIAL_TEXTS.fieldLabel(1, 'Samsung Galaxy A15, 128GB')),
      GOOD_IMEI,
    );
    await userEvent.click(screen.getByRole('button', { name: texts.handover }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICKUP_COUNTER_MESSAGES.wrongCode(2));
    expect(sentTo('/pickup')).toEqual({ code: '123456', serials: { [PHONE_LINE]: [GOOD_IMEI] } });
  });

  it('takes the cash or MoMo of a pickup paid at the counter in the same step', async () => {
    stubServer({
      [`POST /api/admin/orders/${ORDER_ID}/pickup`]: answer(ready({ orderStatus: 'Delivered' })),
    });
    const detail = ready({
      paymentStatus: 'To pay on delivery',
      paymentMethod: 'pay-on-delivery',
      items: [{ ...order({}).items[0]!, tracksSerials: false }],
    });
    renderWithProviders(<PickupCounterCard order={detail} />);
    await userEvent.type(screen.getByLabelText(texts.code), '654321');
    await userEvent.click(screen.getByLabelText(texts.methods.momo!));
    await userEvent.type(screen.getByLabelText(texts.momoTransactionId), 'MP2611.1234.A56789');
    await userEvent.click(screen.getByRole('button', { name: texts.handover }));
    await waitFor(() =>
      expect(sentTo('/pickup')).toEqual({
        code: '654321',
        collection: { method: 'momo', amount: 1450, momoTransactionId: 'MP2611.1234.A56789' },
      }),
    );
  });

  it('offers a new code instead of the handover once the code is locked', async () => {
    stubServer({ [`POST /api/admin/orders/${ORDER_ID}/pickup-code`]: answer(ready()) });
    renderWithProviders(
      <PickupCounterCard
        order={ready({
          counter: {
            readyForPickupAt: '2026-11-28T09:00:00.000Z',
            holdUntil: null,
            triesLeft: 0,
            locked: true,
          },
        })}
      />,
    );
    expect(screen.getByTestId('pickup-tries')).toHaveTextContent(texts.locked);
    expect(screen.queryByLabelText(texts.code)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.issueCode }));
    await waitFor(() => expect(sentTo('/pickup-code')).toEqual({}));
  });

  it('sends a new code to a customer who lost theirs, beside the handover, while the code still works', async () => {
    stubServer({
      [`POST /api/admin/orders/${ORDER_ID}/pickup-code`]: answer(ready(), 'A new code is sent.'),
    });
    renderWithProviders(<PickupCounterCard order={ready()} />);
    expect(screen.getByLabelText(texts.code)).toBeInTheDocument();
    expect(screen.getByText(texts.issueCodeHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.issueCode }));
    await waitFor(() => expect(sentTo('/pickup-code')).toEqual({}));
  });

  it('reads a handed-over pickup as Picked up', () => {
    stubServer({});
    renderWithProviders(<PickupCounterCard order={order({ orderStatus: 'Delivered' })} />);
    expect(screen.getByTestId('pickup-status')).toHaveTextContent('Picked up');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
