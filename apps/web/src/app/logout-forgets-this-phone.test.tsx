import { ACCOUNT_MESSAGES, OFFLINE_PAGE_TEXT, PROFILE_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '../features/profile/pages/profile-page';
import { rememberVisitedProduct } from '../lib/visited-products';
import { FakeCacheStorage } from '../test/fake-cache-storage';
import { fakeApi, renderRoute } from '../test/render-route';
import { showOfflinePage } from './offline-page';

const profile = {
  success: true,
  user: { name: 'Ama Mensah', email: 'ama@example.com', image: null, isAdmin: false, isOwner: false },
  isAdmin: false,
};
const product = { id: 12, name: 'Galaxy A15 128GB', price: 189_900, image: ['/images/galaxy-a15.webp'] };
const resetLink = `${window.location.origin}/reset_password?token=6f1c2b9e8d7a4c3b2a1f0e9d8c7b6a5f`;

/** The offline page's text as the worker would show it now. */
function offlinePageText() {
  const main = document.createElement('main');
  showOfflinePage(main);
  return main.textContent;
}

let storage: FakeCacheStorage;

/** Decision 0047: the next person holding a shared phone finds nothing of the last one's visit. */
describe('logging out on a shared phone', () => {
  beforeEach(async () => {
    storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    // What a former build's worker kept while the shopper reset a password.
    await (await storage.open('pages')).put(resetLink, new Response('<!doctype html>'));
    await (await storage.open('pages')).put(`${window.location.origin}/singleProducts/12`, new Response(''));
    window.localStorage.setItem('token', 'shopper-token');
    rememberVisitedProduct(product);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['Logout', 'POST /api/user/logout', ACCOUNT_MESSAGES.loggedOut],
    [PROFILE_LABELS.logoutEverywhere, 'POST /api/user/logout-all', ACCOUNT_MESSAGES.loggedOutEverywhere],
  ])(
    '%s empties the offline page of the products opened and forgets the reset link the worker kept',
    async (button, route, message) => {
      expect(offlinePageText()).toContain(product.name);
      fakeApi({
        'GET /api/user/profile': { body: profile },
        [route]: { body: { success: true, message } },
      });
      renderRoute(<ProfilePage />, { path: '/profile' });
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(message)).toBeInTheDocument();

      const page = offlinePageText();
      expect(page).not.toContain(product.name);
      expect(page).toContain(OFFLINE_PAGE_TEXT.noneVisited);
      await vi.waitFor(async () => {
        expect(await storage.addresses()).toEqual([`pages: ${window.location.origin}/singleProducts/12`]);
      });
    },
  );

  it('keeps the list while a failed Log out everywhere leaves the shopper logged in', async () => {
    fakeApi({
      'GET /api/user/profile': { body: profile },
      'POST /api/user/logout-all': { network: true },
    });
    renderRoute(<ProfilePage />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_LABELS.logoutEverywhere }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.genericError)).toBeInTheDocument();
    expect(offlinePageText()).toContain(product.name);
  });
});
