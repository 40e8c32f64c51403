import { ACCOUNT_MESSAGES, PROFILE_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import ProfilePage from './profile-page';

const profile = {
  success: true,
  user: { name: 'Ama Mensah', email: 'ama@example.com', image: null, isAdmin: false, isOwner: false },
  isAdmin: false,
};

describe('/profile without a session', () => {
  it('sends a visitor without a token to /login and asks the server nothing', async () => {
    const { requests } = fakeApi({});
    renderRoute(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(requests).toHaveLength(0);
  });

  it('shows a logged-in shopper their name, email and initials when there is no image', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({ 'GET /api/user/profile': { body: profile } });
    renderRoute(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('ama@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Ama Mensah/ })).toHaveTextContent('AM');
  });

  it('clears a revoked token and goes to /login', async () => {
    window.localStorage.setItem('token', 'revoked-token');
    fakeApi({
      'GET /api/user/profile': {
        status: 401,
        body: { success: false, message: 'Your session has expired.' },
      },
    });
    renderRoute(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileFailed)).toBeInTheDocument();
  });

  it('logs out: revokes on the server, forgets the token, says so', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    const { requests } = fakeApi({
      'GET /api/user/profile': { body: profile },
      'POST /api/user/logout': { body: { success: true, message: ACCOUNT_MESSAGES.loggedOut } },
    });
    renderRoute(<ProfilePage />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.loggedOut)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(requests.some((request) => request.path === '/api/user/logout')).toBe(true);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('logs out everywhere: asks the server to end every session, then shows the shopper logged out', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    const { requests } = fakeApi({
      'GET /api/user/profile': { body: profile },
      'POST /api/user/logout-all': {
        body: { success: true, message: ACCOUNT_MESSAGES.loggedOutEverywhere },
      },
    });
    renderRoute(<ProfilePage />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_LABELS.logoutEverywhere }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.loggedOutEverywhere)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(requests.filter((request) => request.path === '/api/user/logout-all')).toHaveLength(1);
    expect(requests.some((request) => request.path === '/api/user/logout')).toBe(false);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });

  it('stays logged in and says so when logging out everywhere fails', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({
      'GET /api/user/profile': { body: profile },
      'POST /api/user/logout-all': { network: true },
    });
    renderRoute(<ProfilePage />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_LABELS.logoutEverywhere }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.genericError)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('shopper-token');
    expect(screen.getByRole('heading', { name: 'Ama Mensah' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 404, body: { success: false, message: 'gone' } }, ACCOUNT_MESSAGES.userNotFound],
    [{ status: 500, body: { success: false, message: 'down' } }, ACCOUNT_MESSAGES.profileFailed],
    [{ network: true } as const, ACCOUNT_MESSAGES.genericError],
  ])('shows the original text when the profile cannot be read (%#)', async (answer, text) => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({ 'GET /api/user/profile': answer });
    renderRoute(<ProfilePage />, { path: '/profile' });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('Track your Orders without a token (cleared behind the page) asks to log in', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    fakeApi({ 'GET /api/user/profile': { body: profile } });
    renderRoute(<ProfilePage />, { path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Track your Orders' });
    // Removed without the store's notice, as devtools or another script would.
    window.localStorage.removeItem('token');
    await userEvent.click(button);
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginToViewOrders)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
  });
});
