import { CONSENT_MESSAGES, CONSENT_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { MarketingConsentSection } from './marketing-consent-section';

const consentAnswer = (consent: { email: boolean; sms: boolean; whatsapp: boolean }) => ({
  body: {
    success: true,
    consent,
    history: [
      { channel: 'email', granted: consent.email, source: 'sign-up', at: '2026-11-01T10:00:00.000Z' },
    ],
  },
});

const switchOf = (channel: 'email' | 'sms' | 'whatsapp') =>
  screen.findByRole('switch', { name: CONSENT_TEXTS.channelChoice(channel) });

describe("/profile's offers and reminders (decision 0065)", () => {
  it('shows the answer per channel, saves one change with PUT and says it is saved', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    const { requests } = fakeApi({
      'GET /api/user/marketing-consent': consentAnswer({ email: true, sms: false, whatsapp: false }),
      'PUT /api/user/marketing-consent': consentAnswer({ email: true, sms: true, whatsapp: false }),
    });
    renderRoute(<MarketingConsentSection />, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: CONSENT_TEXTS.profileTitle })).toBeInTheDocument();
    expect(screen.getByText(CONSENT_TEXTS.profileIntro)).toBeInTheDocument();
    expect(await switchOf('email')).toBeChecked();
    expect(await switchOf('sms')).not.toBeChecked();
    expect(await switchOf('whatsapp')).not.toBeChecked();
    await userEvent.click(await switchOf('sms'));
    expect(await screen.findByText(CONSENT_TEXTS.saved)).toBeInTheDocument();
    expect(await switchOf('sms')).toBeChecked();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/user/marketing-consent', body: { sms: true } },
    ]);
  });

  it("shows the server's refusal readably and keeps the box as the server has it", async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({
      'GET /api/user/marketing-consent': consentAnswer({ email: true, sms: false, whatsapp: false }),
      'PUT /api/user/marketing-consent': {
        status: 400,
        body: { success: false, message: CONSENT_MESSAGES.nothingToChange },
      },
    });
    renderRoute(<MarketingConsentSection />, { path: '/profile' });
    await userEvent.click(await switchOf('email'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_MESSAGES.nothingToChange);
    expect(await switchOf('email')).toBeChecked();
    expect(screen.queryByText(CONSENT_TEXTS.saved)).toBeNull();
  });

  it('says when the choices could not be loaded, and shows nothing to a visitor without a session', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({
      'GET /api/user/marketing-consent': { status: 500, body: { success: false, message: 'boom' } },
    });
    const view = renderRoute(<MarketingConsentSection />, { path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_TEXTS.loadFailed);
    view.unmount();
    window.localStorage.removeItem('token');
    const { requests } = fakeApi({});
    renderRoute(<MarketingConsentSection />, { path: '/profile' });
    expect(screen.queryByRole('heading', { name: CONSENT_TEXTS.profileTitle })).toBeNull();
    expect(requests).toEqual([]);
  });
});
