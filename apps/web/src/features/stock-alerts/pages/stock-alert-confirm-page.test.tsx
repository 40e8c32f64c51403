import { STOCK_ALERT_MESSAGES, STOCK_ALERT_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import StockAlertConfirmPage from './stock-alert-confirm-page';

const TOKEN = 'stock-alert-token-5b2e9c1d7a';
const confirmed: FakeAnswer = {
  body: {
    success: true,
    message: STOCK_ALERT_MESSAGES.confirmed,
    alert: {
      id: 7,
      variantId: 'variant-1',
      channel: 'email',
      recipient: 'a***@example.com',
      state: 'waiting',
    },
  },
};
const spent: FakeAnswer = {
  status: 404,
  body: { success: false, message: STOCK_ALERT_MESSAGES.linkNotValid },
};

function openPage(answers: Record<string, FakeAnswer>, at = `/stock-alert?token=${TOKEN}`) {
  const api = fakeApi(answers);
  renderRoute(<StockAlertConfirmPage />, { path: '/stock-alert', at });
  return api;
}

describe('/stock-alert?token= (decision 0066)', () => {
  it('confirms only when Confirm is pressed, by a POST of the token, and says so', async () => {
    const user = userEvent.setup();
    const { requests } = openPage({ 'POST /api/stock-alerts/confirm': confirmed });
    expect(
      await screen.findByRole('heading', { name: STOCK_ALERT_TEXTS.confirmPageTitle }),
    ).toBeInTheDocument();
    // Opening the link (as a mail scanner would) asks nothing of the server.
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    const done = await screen.findByTestId('stock-alert-confirmed');
    expect(done).toHaveTextContent(STOCK_ALERT_TEXTS.confirmed);
    expect(done).toHaveFocus();
    expect(requests).toEqual([{ method: 'POST', path: '/api/stock-alerts/confirm', body: { token: TOKEN } }]);
  });

  it('says the link is not valid when it was spent', async () => {
    const user = userEvent.setup();
    openPage({ 'POST /api/stock-alerts/confirm': spent });
    await user.click(await screen.findByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    expect(await screen.findByTestId('stock-alert-link-not-valid')).toHaveTextContent(
      STOCK_ALERT_MESSAGES.linkNotValid,
    );
    expect(screen.queryByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode })).toBeNull();
  });

  it('keeps the button for another try when the server could not answer', async () => {
    const user = userEvent.setup();
    const { answers } = openPage({ 'POST /api/stock-alerts/confirm': { network: true } });
    await user.click(await screen.findByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STOCK_ALERT_TEXTS.failed);
    answers['POST /api/stock-alerts/confirm'] = confirmed;
    await user.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }));
    expect(await screen.findByTestId('stock-alert-confirmed')).toBeInTheDocument();
  });

  it('asks nothing without a token and says the link is not valid', async () => {
    const { requests } = openPage({}, '/stock-alert');
    expect(await screen.findByTestId('stock-alert-link-not-valid')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
