import { afterEach, describe, expect, it } from 'vitest';
import { isShopPath, rememberReturnAfterLogin, takeReturnAfterLogin } from './return-after-login';

describe('the way back after login', () => {
  afterEach(() => window.sessionStorage.clear());

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
