import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isShopPath,
  RETURN_LIFETIME_MS,
  rememberReturnAfterLogin,
  takeReturnAfterLogin,
} from './return-after-login';

describe('the way back after login', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.useRealTimers();
  });

  it('comes back once, with the page, its variant and the item being added', () => {
    rememberReturnAfterLogin({
      path: '/singleProducts/7?Storage=256GB',
      addToCart: { productId: '7', variantId: '31' },
    });
    expect(takeReturnAfterLogin()).toEqual({
      path: '/singleProducts/7?Storage=256GB',
      addToCart: { productId: '7', variantId: '31' },
    });
    expect(takeReturnAfterLogin()).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/singleProducts/7',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/login',
    '/login?next=/profile',
  ])('never leads to %j (no open redirect, no loop back to /login)', (path) => {
    expect(isShopPath(path)).toBe(false);
    rememberReturnAfterLogin({ path });
    expect(takeReturnAfterLogin()).toBeNull();
  });

  it("is forgotten after half an hour: a guest's item never lands in the next person's cart", () => {
    vi.useFakeTimers();
    rememberReturnAfterLogin({ path: '/singleProducts/7', addToCart: { productId: '7' } });
    vi.advanceTimersByTime(RETURN_LIFETIME_MS + 1000);
    expect(takeReturnAfterLogin()).toBeNull();
  });

  it('refuses an address written into storage by hand', () => {
    window.sessionStorage.setItem('return-after-login', JSON.stringify({ path: '//evil.example' }));
    expect(takeReturnAfterLogin()).toBeNull();
    window.sessionStorage.setItem('return-after-login', '{not json');
    expect(takeReturnAfterLogin()).toBeNull();
  });

  it("takes the shop's own paths", () => {
    expect(isShopPath('/track_order')).toBe(true);
    expect(isShopPath('/')).toBe(true);
    expect(isShopPath('/products?q=iphone%2015')).toBe(true);
  });
});
