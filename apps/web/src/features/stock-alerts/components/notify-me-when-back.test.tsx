import { PRODUCT_LABELS, STOCK_ALERT_MESSAGES, STOCK_ALERT_TEXTS } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ProductRoute from '../../../app/routes/product';
import { clearAuthToken, setAuthToken } from '../../../lib/auth-token';
import {
  type FakeAnswer,
  fakeApi,
  type RecordedRequest,
  renderRoute,
  sampleProduct,
  sampleVariantProduct,
} from '../../../test/render-route';

const product = sampleVariantProduct();
const SOLD_OUT = '/singleProducts/12?storage=256GB&colour=Yellow';
const IN_STOCK = '/singleProducts/12?storage=256GB&colour=Black';

const alert = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  variantId: 'variant-256-yellow',
  channel: 'email',
  recipient: 'a***@example.com',
  state: 'confirming',
  ...overrides,
});
const asked = (overrides: Record<string, unknown> = {}): FakeAnswer => ({
  status: 201,
  body: { success: true, message: 'Saved', alert: alert(overrides) },
});

function openProduct(at: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /api/product/12': { body: { success: true, product } },
    'GET /api/product/list': { body: { success: true, products: [] } },
    ...answers,
  });
  renderRoute(<ProductRoute />, { path: '/singleProducts/:productId', at });
  return api;
}

const notifyButton = () => screen.findByRole('button', { name: STOCK_ALERT_TEXTS.button });
const stockAlertCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.includes('stock-alert'));

afterEach(() => clearAuthToken());

describe('"Notify me when it\'s back" for a guest', () => {
  it('shows the button only on a sold-out variant, and asks the server nothing until it is pressed', async () => {
    const { requests } = openProduct(IN_STOCK);
    expect(await screen.findByText(PRODUCT_LABELS.inStock)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STOCK_ALERT_TEXTS.button })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /^Colour:/ })).getByRole('radio', { name: /Yellow/ }),
    );
    expect(await notifyButton()).toBeVisible();
    expect(stockAlertCalls(requests)).toEqual([]);
  });

  it('by e-mail: sends the address for the chosen variant and says to open the link, focused', async () => {
    const user = userEvent.setup();
    const { requests } = openProduct(SOLD_OUT, { 'POST /api/product/12/stock-alerts': asked() });
    await user.click(await notifyButton());
    expect(await screen.findByText(STOCK_ALERT_TEXTS.intro)).toHaveFocus();
    expect(screen.getByRole('radio', { name: STOCK_ALERT_TEXTS.byEmail })).toBeChecked();
    await user.type(screen.getByLabelText(STOCK_ALERT_TEXTS.emailLabel), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));

    const message = await screen.findByTestId('stock-alert-check-email');
    expect(message).toHaveTextContent(STOCK_ALERT_TEXTS.checkEmail('a***@example.com'));
    expect(message).toHaveFocus();
    expect(stockAlertCalls(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/product/12/stock-alerts',
        body: { variantId: 'variant-256-yellow', channel: 'email', email: 'ama@example.com' },
      },
    ]);
  });

  it("by SMS: a wrong code shows the server's words, the right one confirms", async () => {
    const user = userEvent.setup();
    const { requests, answers } = openProduct(SOLD_OUT, {
      'POST /api/product/12/stock-alerts': asked({ channel: 'sms', recipient: '+233***567' }),
      'POST /api/stock-alerts/41/confirm': {
        status: 400,
        body: { success: false, message: STOCK_ALERT_MESSAGES.codeWrong },
      },
    });
    await user.click(await notifyButton());
    await user.click(await screen.findByRole('radio', { name: STOCK_ALERT_TEXTS.bySms }));
    await user.type(screen.getByLabelText(STOCK_ALERT_TEXTS.phoneLabel), '024 123 4567');
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    expect(await screen.findByTestId('stock-alert-enter-code')).toHaveTextContent(
      STOCK_ALERT_TEXTS.enterCode('+233***567'),
    );

    await user.type(screen.getByLabelText(STOCK_ALERT_TEXTS.codeLabel), '111111');
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    expect(await within(screen.getByTestId('stock-alert')).findByRole('alert')).toHaveTextContent(
      STOCK_ALERT_MESSAGES.codeWrong,
    );

    answers['POST /api/stock-alerts/41/confirm'] = asked({ channel: 'sms', state: 'waiting' });
    await user.clear(screen.getByLabelText(STOCK_ALERT_TEXTS.codeLabel));
    await user.type(screen.getByLabelText(STOCK_ALERT_TEXTS.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    const confirmed = await screen.findByTestId('stock-alert-confirmed');
    expect(confirmed).toHaveTextContent(STOCK_ALERT_TEXTS.confirmed);
    expect(confirmed).toHaveFocus();
    expect(stockAlertCalls(requests).map((request) => request.body)).toEqual([
      { variantId: 'variant-256-yellow', channel: 'sms', phone: '024 123 4567' },
      { code: '111111' },
      { code: '123456' },
    ]);
  });

  it('shows a refusal of the address as the server words it', async () => {
    const user = userEvent.setup();
    openProduct(SOLD_OUT, {
      'POST /api/product/12/stock-alerts': {
        status: 400,
        body: { success: false, message: STOCK_ALERT_MESSAGES.addressRequired },
      },
    });
    await user.click(await notifyButton());
    await user.click(await screen.findByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    expect(await within(screen.getByTestId('stock-alert')).findByRole('alert')).toHaveTextContent(
      STOCK_ALERT_MESSAGES.addressRequired,
    );
    expect(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.submit })).toBeEnabled();
  });
});

describe('"Notify me when it\'s back" on a product sold one way', () => {
  it('asks for its one variant', async () => {
    const user = userEvent.setup();
    const { requests } = fakeApi({
      'GET /api/product/1': { body: { success: true, product: sampleProduct({ stock: 0 }) } },
      'GET /api/product/list': { body: { success: true, products: [] } },
      'POST /api/product/1/stock-alerts': asked({ variantId: 'product-1-default' }),
    });
    renderRoute(<ProductRoute />, { path: '/singleProducts/:productId', at: '/singleProducts/1' });
    await user.click(await notifyButton());
    await user.type(await screen.findByLabelText(STOCK_ALERT_TEXTS.emailLabel), 'kofi@example.com');
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    expect(await screen.findByTestId('stock-alert-check-email')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      variantId: 'product-1-default',
      channel: 'email',
      email: 'kofi@example.com',
    });
  });
});

describe('"Notify me when it\'s back" for a signed-in shopper', () => {
  const noPhone = {
    body: {
      success: true,
      phone: null,
      phoneDisplay: null,
      phoneVerified: false,
      orderTexts: false,
      orderUpdatesChannel: 'sms',
      whatsAppOffered: true,
    },
  };
  const verifiedPhone = {
    body: {
      success: true,
      phone: '+233241234567',
      phoneDisplay: '024 123 4567',
      phoneVerified: true,
      orderTexts: true,
      orderUpdatesChannel: 'sms',
      whatsAppOffered: true,
    },
  };

  it('with no verified phone, one click asks by e-mail; "Stop waiting" ends it', async () => {
    setAuthToken('shopper-token');
    const user = userEvent.setup();
    const { requests, fetchMock } = openProduct(SOLD_OUT, {
      'GET /api/product/12/stock-alerts/mine': { body: { success: true, alerts: [] } },
      'GET /api/user/phone': noPhone,
      'POST /api/product/12/stock-alerts': asked({ state: 'waiting' }),
      'DELETE /api/product/12/stock-alerts/mine': {
        body: { success: true, message: STOCK_ALERT_MESSAGES.cancelled },
      },
    });
    await user.click(await notifyButton());
    const waiting = await screen.findByTestId('stock-alert-waiting');
    expect(waiting).toHaveTextContent(STOCK_ALERT_TEXTS.waitingFor('a***@example.com'));
    expect(waiting).toHaveFocus();
    expect(within(screen.getByTestId('stock-alert')).queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.cancel }));
    expect(await screen.findByTestId('stock-alert-cancelled')).toHaveTextContent(STOCK_ALERT_TEXTS.cancelled);
    const posts = requests.filter(
      (request) => request.method !== 'GET' && request.path.includes('stock-alerts'),
    );
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/product/12/stock-alerts',
        body: { variantId: 'variant-256-yellow', channel: 'email' },
      },
      { method: 'DELETE', path: '/api/product/12/stock-alerts/mine', body: undefined },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/product/12/stock-alerts/mine?variantId=variant-256-yellow',
    );
  });

  it('with a verified phone, offers SMS and WhatsApp and sends the one chosen', async () => {
    setAuthToken('shopper-token');
    const user = userEvent.setup();
    const { requests } = openProduct(SOLD_OUT, {
      'GET /api/product/12/stock-alerts/mine': { body: { success: true, alerts: [] } },
      'GET /api/user/phone': verifiedPhone,
      'POST /api/product/12/stock-alerts': asked({
        state: 'waiting',
        channel: 'whatsapp',
        recipient: '+233***567',
      }),
    });
    await user.click(await notifyButton());
    await user.click(await screen.findByRole('radio', { name: STOCK_ALERT_TEXTS.byWhatsApp }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    expect(await screen.findByTestId('stock-alert-waiting')).toHaveTextContent(
      STOCK_ALERT_TEXTS.waitingFor('+233***567'),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      variantId: 'variant-256-yellow',
      channel: 'whatsapp',
    });
  });

  it('shows the request already made for this variant, and asks for it only on a sold-out one', async () => {
    setAuthToken('shopper-token');
    const { requests } = openProduct(SOLD_OUT, {
      'GET /api/product/12/stock-alerts/mine': {
        body: { success: true, alerts: [alert({ state: 'waiting', recipient: 'k***@example.com' })] },
      },
    });
    expect(await screen.findByTestId('stock-alert-waiting')).toHaveTextContent(
      STOCK_ALERT_TEXTS.waitingFor('k***@example.com'),
    );
    expect(screen.getByTestId('stock-alert-waiting')).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: STOCK_ALERT_TEXTS.button })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /^Colour:/ })).getByRole('radio', { name: 'Black' }),
    );
    await waitFor(() => expect(screen.queryByTestId('stock-alert-waiting')).toBeNull());
    expect(stockAlertCalls(requests).map((request) => request.method)).toEqual(['GET']);
  });
});
