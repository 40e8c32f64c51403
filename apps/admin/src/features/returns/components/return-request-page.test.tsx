import {
  type AdminReturn,
  CREDIT_NOTE_LABELS,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  RETURN_STATES,
  RETURN_TEXTS,
  type ReturnStatus,
} from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { adminReturn } from './return-fixture';
import ReturnRequestPage from './return-request-page';

const texts = RETURN_ADMIN_TEXTS;
const MOVES_PATH = '/api/admin/returns/101/moves';

const answerOf = (request: AdminReturn, message?: string): FakeAnswer => ({
  body: { success: true, ...(message ? { message } : {}), request },
});

/**
 * Opens the request's page; a move the fake server takes changes what it answers for the
 * request after, as the real one does.
 */
function openRequest(request: AdminReturn, answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const server: Record<string, FakeAnswer> = { 'GET /api/admin/returns/101': answerOf(request), ...answers };
  const answer = fakeFetch(server);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await answer(input, init);
    const moved = server[`POST ${MOVES_PATH}`];
    if (init?.method === 'POST' && response.ok && moved && 'body' in moved)
      server['GET /api/admin/returns/101'] = moved;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReturnRequestPage />, { path: '/returns/:returnId', at: paths.returnRequest(101) });
  const posted = () =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === MOVES_PATH && init?.method === 'POST',
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
  const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
  return { fetchMock, posted, asked };
}

/** The request as the server answers after a move to `status`. */
const movedTo = (request: AdminReturn, status: ReturnStatus, more: Partial<AdminReturn> = {}) =>
  adminReturn({
    ...request,
    status,
    statusLabel: RETURN_STATES[status].label,
    moves: [...RETURN_STATES[status].moves],
    ...more,
  });

const heading = () => screen.findByRole('heading', { level: 1 });
const moveButtons = () =>
  within(screen.getByTestId('return-actions'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:return-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("a return request's page", () => {
  it('shows the order, customer, reason, note, units with serials, photos from the staff path and the history', async () => {
    const request = adminReturn({
      status: 'Approved',
      photos: ['/api/admin/returns/photos/0b7c6f0e-2c1a-4e55-9f00-2f1c50e0c001'],
      history: [
        { status: 'Requested', note: null, at: '2026-11-25T09:30:00.000Z', staff: null },
        { status: 'Approved', note: null, at: '2026-11-25T11:00:00.000Z', staff: 'Esi Staff' },
      ],
    });
    const { fetchMock } = openRequest(request, {
      'GET /api/admin/returns/photos/0b7c6f0e-2c1a-4e55-9f00-2f1c50e0c001': { body: 'image bytes' },
    });
    expect(await heading()).toHaveTextContent(
      RETURN_TEXTS.requestLine('RET-101', RETURN_STATES.Approved.label),
    );
    expect(screen.getByTestId('return-order-link')).toHaveAttribute('href', paths.order('order-1042'));
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('It is faulty')).toBeInTheDocument();
    expect(screen.getByTestId('return-note')).toHaveTextContent('The screen flickers after an hour.');
    expect(screen.getByTestId('return-unit')).toHaveTextContent('356789012345678');
    // The photo is fetched with the staff token and shown from memory.
    expect(await screen.findByRole('img', { name: `${texts.photos} 1 of 1` })).toHaveAttribute(
      'src',
      'blob:return-photo',
    );
    const photoCall = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/api/admin/returns/photos/'),
    );
    expect(new Headers(photoCall?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
    const events = screen.getAllByTestId('return-event');
    expect(events[0]).toHaveTextContent('25 Nov 2026, 09:30 · Ama Mensah');
    expect(events[1]).toHaveTextContent(RETURN_STATES.Approved.label);
    expect(events[1]).toHaveTextContent('25 Nov 2026, 11:00 · Esi Staff');
  });

  it('offers only the moves the request allows: a new request is approved or rejected', async () => {
    openRequest(adminReturn({ status: 'Requested' }));
    await heading();
    expect(moveButtons()).toEqual([texts.approve, texts.reject]);
  });

  it('offers a received request a refund, a replacement or a repair, never Refund failed', async () => {
    openRequest(adminReturn({ status: 'Received', condition: 'faulty' }));
    await heading();
    expect(moveButtons()).toEqual([texts.refund, texts.replace, texts.repair]);
    expect(screen.getByText(texts.conditions.faulty)).toBeInTheDocument();
  });

  it('shows no moves on a closed request', async () => {
    openRequest(adminReturn({ status: 'Closed' }));
    await heading();
    expect(screen.queryByTestId('return-actions')).toBeNull();
  });

  it('refunds a received Paystack request for its units, delivery added when ticked, and shows the server’s message', async () => {
    const request = adminReturn({ status: 'Received', condition: 'resaleable' });
    const done = movedTo(request, 'Refunded', {
      refund: {
        amount: 1935.49,
        goods: 1899.99,
        delivery: 35.5,
        method: 'paystack',
        state: 'done',
        creditNoteNumber: 'CRN-000007',
        doneAt: '2026-11-27T10:00:00.000Z',
      },
    });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: answerOf(done, RETURN_MESSAGES.moved('RET-101', RETURN_STATES.Refunded.label)),
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.refund }));
    expect(screen.getByRole('button', { name: texts.refundAmount('GHS 1,899.99') })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(texts.refundDelivery.slice(0, 20)) }),
    );
    expect(screen.getByLabelText(texts.refundMethod)).toHaveValue('paystack');
    // Paystack pays back by itself: no receipt to type.
    expect(screen.queryByLabelText(texts.refundReference)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.refundAmount('GHS 1,935.49') }));
    expect(
      await screen.findByText(RETURN_MESSAGES.moved('RET-101', RETURN_STATES.Refunded.label)),
    ).toBeInTheDocument();
    expect(posted()).toEqual([{ status: 'Refunded', refundDelivery: true, method: 'paystack' }]);
    // The refunded request: its credit note, and no refund form left.
    expect(await screen.findByTestId('refund-summary')).toHaveTextContent('CRN-000007');
    expect(screen.getByTestId('refund-summary')).toHaveTextContent(
      RETURN_TEXTS.refundedAmount('GHS 1,935.49'),
    );
    expect(moveButtons()).toEqual([texts.close]);
  });

  it('asks the MoMo transaction id of an order paid at the door before refunding it', async () => {
    const request = adminReturn({
      status: 'Received',
      paymentMethod: 'Pay on delivery',
      refundableDelivery: null,
      refundMethods: ['cash', 'momo'],
    });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: answerOf(movedTo(request, 'Refunded')),
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.refund }));
    // Delivery may not be refunded (the shopper changed their mind, or it was refunded before).
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(texts.refundMethod), 'momo');
    const refund = screen.getByRole('button', { name: texts.refundAmount('GHS 1,899.99') });
    await userEvent.click(refund);
    expect(screen.getByLabelText(texts.refundReference)).toHaveAccessibleDescription(
      RETURN_MESSAGES.refundReferenceRequired,
    );
    expect(posted()).toEqual([]);
    await userEvent.type(screen.getByLabelText(texts.refundReference), ' MP241127.1030.A12345 ');
    await userEvent.click(refund);
    await waitFor(() =>
      expect(posted()).toEqual([
        { status: 'Refunded', refundDelivery: false, method: 'momo', reference: 'MP241127.1030.A12345' },
      ]),
    );
  });

  it("shows the server's refusal of a move word for word and keeps the request as it was", async () => {
    const refusal = RETURN_MESSAGES.moveNotAllowed(
      RETURN_STATES.Rejected.label,
      RETURN_STATES.Approved.label,
    );
    const { posted } = openRequest(adminReturn({ status: 'Requested' }), {
      [`POST ${MOVES_PATH}`]: { status: 409, body: { success: false, message: refusal } },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(posted()).toEqual([{ status: 'Approved' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(RETURN_STATES.Requested.label);
  });

  it('rejects only with a reason, which is sent as typed', async () => {
    const request = adminReturn({ status: 'Requested' });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: answerOf(movedTo(request, 'Rejected', { rejectionReason: 'Water damage' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.reject }));
    const form = screen.getByRole('form', { name: texts.reject });
    await userEvent.click(within(form).getByRole('button', { name: texts.reject }));
    expect(screen.getByLabelText(texts.rejectionReason)).toHaveAccessibleDescription(
      RETURN_MESSAGES.rejectionReasonRequired,
    );
    expect(posted()).toEqual([]);
    await userEvent.type(screen.getByLabelText(texts.rejectionReason), 'Water damage');
    await userEvent.click(within(form).getByRole('button', { name: texts.reject }));
    expect(await screen.findByText(RETURN_TEXTS.rejectedBecause('Water damage'))).toBeInTheDocument();
    expect(posted()).toEqual([{ status: 'Rejected', reason: 'Water damage' }]);
  });

  it('marks a unit received with its condition', async () => {
    const request = adminReturn({ status: 'Approved' });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: answerOf(movedTo(request, 'Received', { condition: 'faulty' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.receive }));
    const form = screen.getByRole('form', { name: texts.receive });
    await userEvent.click(within(form).getByRole('button', { name: texts.receive }));
    expect(within(form).getByText(RETURN_MESSAGES.conditionRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: texts.conditions.faulty }));
    await userEvent.click(within(form).getByRole('button', { name: texts.receive }));
    await waitFor(() => expect(posted()).toEqual([{ status: 'Received', condition: 'faulty' }]));
  });

  it('replaces a claimed unit by the new serial, and notes a repair', async () => {
    const request = adminReturn({ status: 'Received', kind: 'warranty' });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: {
        status: 409,
        body: { success: false, message: RETURN_MESSAGES.replacementOutOfStock },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.replace }));
    await userEvent.type(screen.getByLabelText(texts.replacementSerial), '356789012345999');
    await userEvent.click(
      within(screen.getByRole('form', { name: texts.replace })).getByRole('button', { name: texts.replace }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.replacementOutOfStock);
    await userEvent.click(screen.getByRole('button', { name: texts.repair }));
    await userEvent.type(screen.getByLabelText(texts.repairNote), 'New screen fitted');
    await userEvent.click(
      within(screen.getByRole('form', { name: texts.repair })).getByRole('button', { name: texts.repair }),
    );
    await waitFor(() =>
      expect(posted()).toEqual([
        { status: 'Replaced', serial: '356789012345999' },
        { status: 'Repaired', note: 'New screen fitted' },
      ]),
    );
  });

  it("tries a failed refund again on the same refund, saying the provider's reason", async () => {
    const request = adminReturn({ status: 'Refund failed', refundFailure: 'Insufficient balance' });
    const { posted } = openRequest(request, {
      [`POST ${MOVES_PATH}`]: answerOf(movedTo(request, 'Refunded')),
    });
    expect(await screen.findByTestId('refund-failure')).toHaveTextContent(
      RETURN_MESSAGES.refundFailed('Insufficient balance'),
    );
    expect(moveButtons()).toEqual([texts.retryRefund]);
    await userEvent.click(screen.getByRole('button', { name: texts.retryRefund }));
    await waitFor(() => expect(posted()).toEqual([{ status: 'Refunded' }]));
  });

  it('downloads the credit note of a refund with the staff token', async () => {
    const request = adminReturn({
      status: 'Refunded',
      refund: {
        amount: 1899.99,
        goods: 1899.99,
        delivery: 0,
        method: 'paystack',
        state: 'done',
        creditNoteNumber: 'CRN-000007',
        doneAt: '2026-11-27T10:00:00.000Z',
      },
    });
    const { asked } = openRequest(request, {
      'GET /api/admin/orders/order-1042/credit-notes/CRN-000007.pdf': { body: 'pdf' },
    });
    const savedAs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs.push(this.download);
    });
    const summary = await screen.findByTestId('refund-summary');
    expect(summary).toHaveTextContent(`${CREDIT_NOTE_LABELS.number}CRN-000007`);
    await userEvent.click(within(summary).getByRole('button', { name: RETURN_TEXTS.downloadCreditNote }));
    await waitFor(() =>
      expect(asked()).toContain('/api/admin/orders/order-1042/credit-notes/CRN-000007.pdf'),
    );
  });
});
