import { ORDER_MESSAGES, RETURN_MESSAGES, RETURN_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import { orderReturnsAnswer, returnRequest } from '../returns-test-kit';
import ReturnRequestPage from './return-request-page';

const PHOTO_ID = '6f1c2b9e-8d7a-4c3b-9a1f-0e9d8c7b6a5f';

function openForm(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({
    'GET /api/orders/order-7/returns': { body: orderReturnsAnswer() },
    'POST /api/returns/photos': {
      status: 201,
      body: { success: true, photo: { id: PHOTO_ID, url: `/api/returns/photos/${PHOTO_ID}` } },
    },
    'POST /api/orders/order-7/returns': {
      status: 201,
      body: { success: true, message: RETURN_MESSAGES.created('RET-101'), request: returnRequest() },
    },
    // The photo, fetched with the token to show it small.
    [`GET /api/returns/photos/${PHOTO_ID}`]: { body: {} },
    ...answers,
  });
  renderRoute(<ReturnRequestPage />, { path: '/return/:orderId', at: '/return/order-7' });
  return api;
}

const sentBodies = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/orders/order-7/returns');

describe('/return/:orderId', () => {
  it('sends a visitor to log in, to come back here', async () => {
    fakeApi({});
    renderRoute(<ReturnRequestPage />, { path: '/return/:orderId', at: '/return/order-7' });
    expect(await screen.findByText(ORDER_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('returns 1 of the 2 units with a reason, a note and a photo, then says what happens next', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { requests, fetchMock } = openForm();
    expect(await screen.findByTestId('return-window')).toHaveTextContent(
      RETURN_TEXTS.returnWindow('5 Dec 2026'),
    );
    await user.click(screen.getByRole('radio', { name: RETURN_TEXTS.kindReturn }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Samsung Galaxy A15' }));
    expect(screen.getByLabelText(RETURN_TEXTS.quantityOf('Samsung Galaxy A15'))).toHaveValue(1);
    await user.click(screen.getByRole('radio', { name: 'It is faulty' }));
    await user.type(screen.getByLabelText(RETURN_TEXTS.noteLabel), 'The screen flickers.');
    await user.upload(
      screen.getByLabelText(RETURN_TEXTS.photosLabel),
      new File(['jpeg'], 'screen.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'screen.jpg' })).toHaveAttribute('src', 'blob:photo');
    const photoFetch = fetchMock.mock.calls.find(([url]) => String(url).endsWith(PHOTO_ID));
    expect(new Headers(photoFetch?.[1]?.headers).get('Authorization')).toBe('Bearer shopper-token');
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.submit }));

    const sent = await screen.findByTestId('return-request-sent');
    expect(sentBodies(requests).map((request) => request.body)).toEqual([
      {
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: 'order-7-line', quantity: 1 }],
        note: 'The screen flickers.',
        photos: [PHOTO_ID],
      },
    ]);
    expect(within(sent).getByText(RETURN_TEXTS.sent('RET-101'))).toBeInTheDocument();
    expect(within(sent).getByText(RETURN_TEXTS.nextSteps)).toBeInTheDocument();
    expect(within(sent).getByTestId('return-request-state')).toHaveTextContent('RET-101 · Requested');
  });

  it('claims the warranty on one unit with the fault described', async () => {
    const user = userEvent.setup();
    const { requests } = openForm({
      'POST /api/orders/order-7/returns': {
        status: 201,
        body: {
          success: true,
          request: returnRequest({ kind: 'warranty', units: [], note: 'It no longer charges.' }),
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: RETURN_TEXTS.kindWarranty }));
    expect(screen.queryByRole('group', { name: RETURN_TEXTS.reasonLabel })).toBeNull();
    await user.selectOptions(screen.getByLabelText(RETURN_TEXTS.serialLabel), '356938035643817');
    await user.type(screen.getByLabelText(RETURN_TEXTS.faultLabel), '  It no longer charges.  ');
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.submit }));

    await screen.findByTestId('return-request-sent');
    expect(sentBodies(requests).map((request) => request.body)).toEqual([
      { kind: 'warranty', serial: '356938035643817', note: 'It no longer charges.', photos: [] },
    ]);
  });

  it('says the window closed on its day in Ghana and shows no form when nothing may be asked', async () => {
    openForm({
      'GET /api/orders/order-7/returns': {
        body: orderReturnsAnswer({
          windowOpen: false,
          windowClosesAt: '2026-11-20T23:59:59.999Z',
          lines: [
            {
              ...orderReturnsAnswer().lines[0],
              serials: [{ serial: '356938035643809', warrantyUntil: '2026-11-25', claimable: false }],
            },
          ],
        }),
      },
    });
    expect(await screen.findByTestId('return-window')).toHaveTextContent(
      'Returns for this order closed on 20 Nov 2026.',
    );
    expect(screen.getByText(RETURN_TEXTS.noClaimableUnits)).toBeInTheDocument();
    expect(screen.queryByTestId('return-request-form')).toBeNull();
    expect(screen.queryByRole('button', { name: RETURN_TEXTS.submit })).toBeNull();
  });

  it('still takes a warranty claim once the return window closed', async () => {
    openForm({
      'GET /api/orders/order-7/returns': {
        body: orderReturnsAnswer({ windowOpen: false, windowClosesAt: '2026-11-20T23:59:59.999Z' }),
      },
    });
    expect(await screen.findByRole('heading', { name: RETURN_TEXTS.kindWarranty })).toBeInTheDocument();
    expect(screen.queryByText(RETURN_TEXTS.kindReturn)).toBeNull();
  });

  it('lists what the order already asked, and offers only the units left', async () => {
    openForm({
      'GET /api/orders/order-7/returns': {
        body: orderReturnsAnswer({
          lines: [{ ...orderReturnsAnswer().lines[0], returnable: 1 }],
          requests: [returnRequest()],
        }),
      },
    });
    const asked = await screen.findByRole('region', { name: RETURN_TEXTS.requestsHeading });
    expect(within(asked).getByText('RET-101 · Requested')).toBeInTheDocument();
    expect(screen.getByLabelText(RETURN_TEXTS.quantityOf('Samsung Galaxy A15'))).toHaveAttribute('max', '1');
  });

  it('says the order is not delivered yet', async () => {
    openForm({
      'GET /api/orders/order-7/returns': {
        body: orderReturnsAnswer({
          delivered: false,
          windowOpen: false,
          windowClosesAt: null,
          lines: [{ ...orderReturnsAnswer().lines[0], serials: [] }],
        }),
      },
    });
    expect(await screen.findByTestId('return-window')).toHaveTextContent(RETURN_TEXTS.notDeliveredYet);
    expect(screen.queryByTestId('return-request-form')).toBeNull();
  });

  it('takes a photo off the request again', async () => {
    const user = userEvent.setup();
    const { requests } = openForm();
    await user.click(await screen.findByRole('radio', { name: RETURN_TEXTS.kindWarranty }));
    await user.selectOptions(screen.getByLabelText(RETURN_TEXTS.serialLabel), '356938035643809');
    await user.type(screen.getByLabelText(RETURN_TEXTS.faultLabel), 'Dead on arrival.');
    await user.upload(
      screen.getByLabelText(RETURN_TEXTS.photosLabel),
      new File(['jpeg'], 'unit.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('button', { name: `${RETURN_TEXTS.removePhoto}: unit.jpg` }));
    expect(screen.queryByTestId('return-photos')).toBeNull();
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.submit }));
    await screen.findByTestId('return-request-sent');
    expect(sentBodies(requests).map((request) => (request.body as { photos: string[] }).photos)).toEqual([
      [],
    ]);
  });

  it('shows the server’s refusal of a photo', async () => {
    const user = userEvent.setup();
    openForm({
      'POST /api/returns/photos': {
        status: 400,
        body: { success: false, message: RETURN_MESSAGES.photoUnreadable },
      },
    });
    await user.upload(
      await screen.findByLabelText(RETURN_TEXTS.photosLabel),
      new File(['jpeg'], 'unit.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(RETURN_MESSAGES.photoUnreadable)).toBeInTheDocument();
  });

  it('shows the server’s refusal as it comes and keeps the form to try again', async () => {
    const user = userEvent.setup();
    const refusal = RETURN_MESSAGES.tooManyUnits('Samsung Galaxy A15', 1);
    openForm({
      'POST /api/orders/order-7/returns': { status: 409, body: { success: false, message: refusal } },
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Samsung Galaxy A15' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Samsung Galaxy A15' }));
    await user.click(screen.getByRole('radio', { name: 'I received the wrong item' }));
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.submit }));
    expect(await screen.findByTestId('return-request-failure')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: RETURN_TEXTS.submit })).toBeEnabled();
    expect(screen.queryByTestId('return-request-sent')).toBeNull();
  });

  it('asks for a unit before sending a return', async () => {
    const user = userEvent.setup();
    const { requests } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'It is faulty' }));
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.submit }));
    expect(await screen.findByTestId('return-request-failure')).toHaveTextContent(
      RETURN_MESSAGES.unitsRequired,
    );
    expect(sentBodies(requests)).toEqual([]);
  });

  it('shows the server’s words for an order that is not the shopper’s', async () => {
    openForm({
      'GET /api/orders/order-7/returns': {
        status: 404,
        body: { success: false, message: RETURN_MESSAGES.orderNotFound },
      },
    });
    expect(await screen.findByTestId('return-refusal')).toHaveTextContent(RETURN_MESSAGES.orderNotFound);
  });
});
