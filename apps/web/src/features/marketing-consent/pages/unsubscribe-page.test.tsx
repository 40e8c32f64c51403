import { CONSENT_MESSAGES, CONSENT_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = 'unsub-token-7f3a';
const linkAnswer = { body: { success: true, channel: 'email', recipient: 'a***@example.com' } };
const spent = { status: 404, body: { success: false, message: CONSENT_MESSAGES.linkNotValid } };

function openPage(answers: Record<string, FakeAnswer>, at = `/unsubscribe?token=${TOKEN}`) {
  const api = fakeApi(answers);
  renderRoute(<UnsubscribePage />, { path: '/unsubscribe', at });
  return api;
}

/** The full address of every call, the query included (the fake answers by path only). */
const calledUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input)}`,
  );

describe('/unsubscribe?token= (decision 0065)', () => {
  it('says what the link stops, and stops it with one POST without signing in', async () => {
    const { requests, fetchMock } = openPage({
      'GET /api/marketing/unsubscribe': linkAnswer,
      'POST /api/marketing/unsubscribe': { body: { success: true, message: CONSENT_MESSAGES.unsubscribed } },
    });
    expect(await screen.findByRole('heading', { name: CONSENT_TEXTS.unsubscribeTitle })).toBeInTheDocument();
    expect(await screen.findByText(CONSENT_TEXTS.unsubscribeStops('a***@example.com'))).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.unsubscribeConfirm }));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent(CONSENT_TEXTS.unsubscribeDone);
    expect(screen.queryByRole('button', { name: CONSENT_TEXTS.unsubscribeConfirm })).toBeNull();
    expect(calledUrls(fetchMock)).toEqual([
      `GET /api/marketing/unsubscribe?token=${TOKEN}`,
      `POST /api/marketing/unsubscribe?token=${TOKEN}`,
    ]);
    expect(requests[1]?.body).toBeUndefined();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the used-link message with the way to /profile when the link is spent', async () => {
    const user = userEvent.setup();
    const { requests } = openPage({ 'GET /api/marketing/unsubscribe': spent });
    const used = await screen.findByTestId('unsubscribe-link-used');
    expect(used).toHaveTextContent(CONSENT_TEXTS.unsubscribeLinkUsed);
    expect(screen.queryByRole('button', { name: CONSENT_TEXTS.unsubscribeConfirm })).toBeNull();
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    await user.click(screen.getByRole('link', { name: CONSENT_TEXTS.profileLink }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/profile');
  });

  it('shows the used-link message when the link was spent between reading and confirming', async () => {
    openPage({ 'GET /api/marketing/unsubscribe': linkAnswer, 'POST /api/marketing/unsubscribe': spent });
    await userEvent.click(await screen.findByRole('button', { name: CONSENT_TEXTS.unsubscribeConfirm }));
    expect(await screen.findByTestId('unsubscribe-link-used')).toHaveTextContent(
      CONSENT_TEXTS.unsubscribeLinkUsed,
    );
  });

  it('asks nothing without a token and says the link is not valid', async () => {
    const { requests } = openPage({}, '/unsubscribe');
    expect(await screen.findByTestId('unsubscribe-link-used')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
