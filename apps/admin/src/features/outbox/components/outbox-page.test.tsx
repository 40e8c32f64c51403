import { ADMIN_TEXTS, type AdminOutboxList, type AdminOutboxMessage, DEMO_MAILBOX_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import OutboxPage from './outbox-page';

const texts = ADMIN_TEXTS.outbox;
/** Long after any test runs: a message held until then is still waiting. */
const LATER_MORNING = '2099-01-02T08:00:00.000Z';

function outboxMessage(overrides: Partial<AdminOutboxMessage>): AdminOutboxMessage {
  return {
    id: 'message-1',
    kind: 'order-confirmation',
    channel: 'email',
    marketing: false,
    to: 'ama@example.com',
    subject: 'Your order KTG-1042',
    text: 'Thank you for your order.',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-28T20:00:00.000Z',
    nextAttemptAt: '2026-11-28T20:00:00.000Z',
    sentAt: '2026-11-28T20:00:05.000Z',
    deliveredAt: null,
    cost: null,
    inDemoMailbox: false,
    ...overrides,
  };
}

const MESSAGES = [
  outboxMessage({ id: 'order-email' }),
  outboxMessage({
    id: 'cart-whatsapp',
    kind: 'marketing-cart-reminder',
    channel: 'whatsapp',
    marketing: true,
    to: '+233241234567',
    subject: '',
    text: 'You left a Tecno Spark 20 in your cart.',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: LATER_MORNING,
    sentAt: null,
  }),
  outboxMessage({
    id: 'stock-whatsapp',
    kind: 'back-in-stock',
    channel: 'whatsapp',
    marketing: true,
    to: '+233201112233',
    subject: '',
    text: 'Back in stock: Tecno Spark 20.',
    status: 'read',
  }),
  outboxMessage({
    id: 'status-sms',
    kind: 'order-status',
    channel: 'sms',
    to: '+233241234567',
    subject: '',
    text: 'Your order KTG-1042 is In Truck.',
    status: 'failed',
    lastError: 'Failed: DeliveryFailure',
  }),
];

const outboxList = (messages: AdminOutboxMessage[]): AdminOutboxList => ({
  success: true,
  messages,
  sending: true,
  smsSending: true,
  whatsAppSending: true,
  demoMailbox: [],
  total: messages.length,
  page: 1,
  limit: 20,
});

function openPage(at: string = paths.outbox, answer: FakeAnswer = { body: outboxList(MESSAGES) }) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/outbox': answer }));
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderWithProviders(<OutboxPage />, { path: paths.outbox, at });
  /** The filters of each request to the server, as "purpose channel". */
  const asked = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/outbox')
      .map((url) => `${url.searchParams.get('purpose')} ${url.searchParams.get('channel') ?? 'any'}`);
  return { asked, router };
}

const card = (id: number) => screen.getAllByTestId('outbox-message')[id]!;

describe('the admin Outbox', () => {
  it('shows each message’s channel, a Marketing tag on what sells, and a state that reads right', async () => {
    openPage();
    await screen.findByText('Your order KTG-1042');
    expect(screen.getAllByTestId('outbox-channel').map((badge) => badge.textContent)).toEqual([
      texts.channel.email,
      texts.channel.whatsapp,
      texts.channel.whatsapp,
      texts.channel.sms,
    ]);
    expect(screen.getAllByTestId('outbox-status').map((status) => status.textContent)).toEqual([
      texts.status.sent,
      // Queued in quiet hours: held until they end, on the shop's clock.
      texts.waitsUntil('08:00'),
      texts.status.read,
      texts.status.failed,
    ]);
    expect(within(card(0)).queryByTestId('outbox-marketing')).toBeNull();
    expect(within(card(1)).getByTestId('outbox-marketing')).toHaveTextContent(texts.marketing);
    expect(within(card(2)).getByTestId('outbox-marketing')).toHaveTextContent(texts.marketing);
    expect(within(card(3)).queryByTestId('outbox-marketing')).toBeNull();
    // A failure says why.
    expect(within(card(3)).getByText(texts.lastError('Failed: DeliveryFailure'))).toBeInTheDocument();
    // WhatsApp is set up: no note about kept WhatsApp messages.
    expect(screen.queryByText(texts.whatsAppNotSending)).toBeNull();
  });

  it('says a WhatsApp message without the account’s settings is kept, not sent', async () => {
    openPage(paths.outbox, { body: { ...outboxList(MESSAGES), whatsAppSending: false } });
    await screen.findByText('Your order KTG-1042');
    expect(screen.getByText(texts.whatsAppNotSending)).toBeInTheDocument();
    expect(within(card(1)).getByTestId('outbox-status')).toHaveTextContent(texts.notSent);
  });

  it('says where WhatsApp messages go when the demo mailbox takes them, and that they wait', async () => {
    openPage(paths.outbox, {
      body: { ...outboxList(MESSAGES), whatsAppSending: false, demoMailbox: ['whatsapp'] },
    });
    await screen.findByText('Your order KTG-1042');
    expect(screen.getByText(DEMO_MAILBOX_TEXTS.outbox.whatsappNote)).toBeInTheDocument();
    expect(within(card(1)).getByTestId('outbox-status')).toHaveTextContent(texts.waitsUntil('08:00'));
  });

  it('says nothing of WhatsApp when no WhatsApp message is shown', async () => {
    openPage(paths.outbox, { body: { ...outboxList(MESSAGES.slice(0, 1)), whatsAppSending: false } });
    await screen.findByText('Your order KTG-1042');
    expect(screen.queryByText(texts.whatsAppNotSending)).toBeNull();
  });

  it('asks the server for marketing alone or one channel, and keeps the choice in the address', async () => {
    const { asked, router } = openPage();
    await screen.findByText('Your order KTG-1042');
    expect(asked()).toEqual(['all any']);

    await userEvent.selectOptions(
      screen.getByLabelText(texts.filter.purpose),
      texts.filter.purposes.marketing,
    );
    await userEvent.selectOptions(screen.getByLabelText(texts.filter.channel), texts.channel.whatsapp);
    expect(router.state.location.search).toBe('?purpose=marketing&channel=whatsapp');
    expect(asked()).toEqual(['all any', 'marketing any', 'marketing whatsapp']);

    await userEvent.selectOptions(screen.getByLabelText(texts.filter.channel), texts.filter.allChannels);
    expect(router.state.location.search).toBe('?purpose=marketing');
  });

  it('opens on the filter the address holds, and says when nothing matches it', async () => {
    const { asked } = openPage(`${paths.outbox}?channel=sms&purpose=orders`, { body: outboxList([]) });
    expect(await screen.findByText(texts.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.filter.channel)).toHaveValue('sms');
    expect(screen.getByLabelText(texts.filter.purpose)).toHaveValue('orders');
    expect(asked()).toEqual(['orders sms']);
  });
});
