import { ADMIN_MESSAGES, TWO_STEP_TEXTS } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_DEVICE_TOKEN_KEY } from '../../../lib/device-token';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { SignInPage } from './sign-in-page';

function profile(isAdmin: boolean) {
  return {
    success: true,
    user: { name: 'Ama', email: 'ama@example.com', image: null, isAdmin, isOwner: false },
    isAdmin,
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ama@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('refuses a customer account clearly, keeps no token and logs the session out', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/user/login': { body: { success: true, token: 'customer-token', message: 'ok' } },
        'GET /api/user/profile': { body: profile(false) },
        'POST /api/user/logout': { body: { success: true, message: 'User logged out.' } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInPage onSignedIn={onSignedIn} />, { path: paths.signIn });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.notStaff);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/logout')).toBe(true);
  });

  it('lets a staff account in and keeps its token', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/user/login': { body: { success: true, token: 'staff-token', message: 'ok' } },
        'GET /api/user/profile': { body: profile(true) },
      }),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInPage onSignedIn={onSignedIn} />, { path: paths.signIn });

    await signIn();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('staff-token');
  });

  it('asks staff with two-step sign-in for the code, then lets them in and keeps the new device token', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/user/login': {
          body: { success: true, secondFactorRequired: true, challenge: 'challenge-token', message: 'code' },
        },
        'POST /api/user/login/second-step': {
          body: { success: true, token: 'staff-token', deviceToken: 'device-token', message: 'ok' },
        },
        'GET /api/user/profile': { body: profile(true) },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInPage onSignedIn={onSignedIn} />, { path: paths.signIn });

    await signIn();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(TWO_STEP_TEXTS.codeLabel), '123456');
    await user.click(screen.getByLabelText(TWO_STEP_TEXTS.rememberDevice));
    await user.click(screen.getByRole('button', { name: TWO_STEP_TEXTS.verify }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(false));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('staff-token');
    expect(window.localStorage.getItem(ADMIN_DEVICE_TOKEN_KEY)).toBe('device-token');
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/login/second-step');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      challenge: 'challenge-token',
      code: '123456',
      rememberDevice: true,
    });
    window.localStorage.removeItem(ADMIN_DEVICE_TOKEN_KEY);
  });

  it("shows the server's message when the password is wrong", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/user/login': {
          status: 401,
          body: { success: false, message: ADMIN_MESSAGES.signInFailed },
        },
      }),
    );
    renderWithProviders(<SignInPage onSignedIn={vi.fn()} />, { path: paths.signIn });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.signInFailed);
  });
});
