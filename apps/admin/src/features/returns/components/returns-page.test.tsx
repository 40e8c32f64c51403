import { ADMIN_TEXTS, RETURN_ADMIN_TEXTS, RETURN_REASON_LABELS, RETURN_STATES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderApp, renderWithProviders } from '../../../test/render';
import { adminReturn } from './return-fixture';
import ReturnsPage from './returns-page';

const texts = RETURN_ADMIN_TEXTS;
const { history: _history, ...ama } = adminReturn();
const { history: _kofiHistory, ...kofi } = adminReturn({
  number: 'RET-102',
  id: 102,
  orderId: 'order-1050',
  orderNumber: 'KTG-1050',
  kind: 'warranty',
  reason: 'faulty',
  customer: { name: 'Kofi Boateng', email: 'kofi@example.com', phoneNumber: '+233201234567' },
  createdAt: '2026-11-26T14:05:00.000Z',
});
const counts = { new: 2, approved: 1, received: 4, done: 37 };
const newQueue: FakeAnswer = {
  body: { success: true, requests: [ama, kofi], counts, page: 1, totalPages: 1 },
};

function openPage(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/returns': newQueue, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReturnsPage />, { path: paths.returns });
  const queuesAsked = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/returns')
      .map((url) => url.searchParams.get('queue'));
  return { fetchMock, queuesAsked };
}

const rowCells = (number: string) =>
  within(screen.getByTestId(`return-${number}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Returns page', () => {
  it('shows the four queues with their counts and the New requests with their order, reason, customer, status and date', async () => {
    openPage();
    expect(await screen.findByTestId('return-RET-101')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      `${texts.queues.new}2`,
      `${texts.queues.approved}1`,
      `${texts.queues.received}4`,
      `${texts.queues.done}37`,
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(texts.queues.new);
    expect(rowCells('RET-101')).toEqual([
      `RET-101${texts.kind.return}`,
      'KTG-1042',
      RETURN_REASON_LABELS.faulty,
      'Ama Mensahama@example.com',
      RETURN_STATES.Requested.label,
      '25 Nov 2026, 09:30',
    ]);
    expect(rowCells('RET-102')[0]).toBe(`RET-102${texts.kind.warranty}`);
    expect(screen.getByRole('link', { name: 'RET-101' })).toHaveAttribute('href', paths.returnRequest(101));
    expect(screen.getByRole('link', { name: 'KTG-1042' })).toHaveAttribute('href', paths.order('order-1042'));
    expect(screen.getByText(ADMIN_TEXTS.pager.pageOf(1, 1, 2))).toBeInTheDocument();
  });

  it('asks for another queue when its tab is chosen, and says when it is empty', async () => {
    const { fetchMock, queuesAsked } = openPage();
    await screen.findByTestId('return-RET-101');
    fetchMock.mockImplementation(
      fakeFetch({
        'GET /api/admin/returns': {
          body: { success: true, requests: [], counts: { ...counts, approved: 0 }, page: 1, totalPages: 0 },
        },
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(texts.queues.approved) }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(texts.queues.approved);
    expect(queuesAsked()).toEqual(['new', 'approved']);
  });
});

describe('the menu', () => {
  it('shows staff how many new return requests wait, beside Returns', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/user/profile': {
            body: {
              success: true,
              user: { name: 'Ama', email: 'ama@example.com', image: null, isAdmin: true, isOwner: false },
              isAdmin: true,
            },
          },
          'GET /api/admin/returns': newQueue,
        }),
      ),
    );
    renderApp(paths.returns);
    const navigation = await screen.findByRole('navigation', { name: ADMIN_TEXTS.layout.navigation });
    await waitFor(() =>
      expect(within(navigation).getByRole('link', { name: new RegExp(texts.page) })).toHaveTextContent(
        texts.newRequestAlert(2),
      ),
    );
  });
});
