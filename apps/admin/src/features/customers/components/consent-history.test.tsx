import {
  ADMIN_MESSAGES,
  type AdminCustomer,
  CONSENT_ADMIN_TEXTS,
  CONSENT_SOURCE_LABELS,
  CONSENT_TEXTS,
  MARKETING_CHANNEL_LABELS,
  type MarketingConsentResponse,
} from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import CustomersPage from './customers-page';

const shopper: AdminCustomer = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Ama Mensah',
  email: 'ama.mensah@example.com',
  isAdmin: false,
  isOwner: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 2,
  totalSpent: 12_000,
  phone: null,
  phoneVerified: false,
  orderTexts: true,
  orderUpdatesChannel: 'sms',
};
const consentPath = `GET /api/admin/customers/${shopper.id}/marketing-consent`;

const withHistory: MarketingConsentResponse = {
  success: true,
  consent: { email: false, sms: true, whatsapp: false },
  history: [
    { channel: 'email', granted: false, source: 'unsubscribe-link', at: '2026-11-20T18:05:00.000Z' },
    { channel: 'sms', granted: true, source: 'profile', at: '2026-11-10T09:30:00.000Z' },
    { channel: 'email', granted: true, source: 'sign-up', at: '2026-11-01T10:00:00.000Z' },
  ],
};

/** Opens the customers page as staff and the shopper's consent history, the API answering `consent`. */
async function openConsentHistory(consent: FakeAnswer) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': {
        body: {
          success: true,
          user: { name: 'Kojo', email: 'kojo@example.com', image: null, isAdmin: true, isOwner: false },
          isAdmin: true,
        },
      },
      'GET /api/admin/customers': {
        body: { success: true, customers: [shopper], total: 1, page: 1, limit: 20 },
      },
      [consentPath]: consent,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CustomersPage />, { path: '/customers' });
  await userEvent.click(
    await screen.findByRole('button', { name: CONSENT_ADMIN_TEXTS.openHistoryOf(shopper.name) }),
  );
  const dialog = await screen.findByRole('dialog', { name: CONSENT_ADMIN_TEXTS.dialogTitle(shopper.name) });
  return { dialog, fetchMock };
}

describe("a customer's consent history on the customers page", () => {
  it('shows the answer per channel and every change newest first, with its source and time, and nothing to change', async () => {
    const { dialog, fetchMock } = await openConsentHistory({ body: withHistory });

    const current = within(dialog)
      .getByText(CONSENT_ADMIN_TEXTS.currentTitle)
      .closest('section') as HTMLElement;
    const answerOf = (channel: 'email' | 'sms' | 'whatsapp') =>
      within(current).getByText(MARKETING_CHANNEL_LABELS[channel]).nextElementSibling?.textContent;
    expect(await within(dialog).findByText(CONSENT_ADMIN_TEXTS.currentTitle)).toBeInTheDocument();
    expect(answerOf('email')).toBe(CONSENT_ADMIN_TEXTS.no);
    expect(answerOf('sms')).toBe(CONSENT_ADMIN_TEXTS.yes);
    expect(answerOf('whatsapp')).toBe(CONSENT_ADMIN_TEXTS.no);

    const rows = within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `${MARKETING_CHANNEL_LABELS.email}: ${CONSENT_TEXTS.historyWithdrawn}${CONSENT_SOURCE_LABELS['unsubscribe-link']}${formatDateTime('2026-11-20T18:05:00.000Z')}`,
      `${MARKETING_CHANNEL_LABELS.sms}: ${CONSENT_TEXTS.historyGranted}${CONSENT_SOURCE_LABELS.profile}${formatDateTime('2026-11-10T09:30:00.000Z')}`,
      `${MARKETING_CHANNEL_LABELS.email}: ${CONSENT_TEXTS.historyGranted}${CONSENT_SOURCE_LABELS['sign-up']}${formatDateTime('2026-11-01T10:00:00.000Z')}`,
    ]);
    expect(rows[0]).toContain('20 Nov 2026');
    expect(within(dialog).queryByText(CONSENT_TEXTS.noHistory)).toBeNull();

    // Read-only: the only button is Close, and nothing but GETs went to the server.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([CONSENT_ADMIN_TEXTS.close]);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: CONSENT_ADMIN_TEXTS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says no choices are recorded when the customer never answered, every channel No', async () => {
    const { dialog } = await openConsentHistory({
      body: { success: true, consent: { email: false, sms: false, whatsapp: false }, history: [] },
    });
    expect(await within(dialog).findByText(CONSENT_TEXTS.noHistory)).toBeInTheDocument();
    expect(within(dialog).getAllByText(CONSENT_ADMIN_TEXTS.no)).toHaveLength(3);
    expect(within(dialog).queryByText(CONSENT_ADMIN_TEXTS.changesTitle)).toBeNull();
  });

  it('shows the server’s message when the history cannot be loaded', async () => {
    const refused = await openConsentHistory({
      status: 404,
      body: { success: false, message: 'Customer not found' },
    });
    expect(await within(refused.dialog).findByRole('alert')).toHaveTextContent('Customer not found');
    expect(within(refused.dialog).queryByText(CONSENT_ADMIN_TEXTS.currentTitle)).toBeNull();
  });

  it('tells staff the history could not be loaded when the network fails', async () => {
    const { dialog } = await openConsentHistory({ network: true });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
  });
});
