import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthToken, setAuthToken } from '../../lib/auth-token';
import { setFlashToast } from '../../lib/flash-toast';
import { rememberCity, rememberedCity } from './delivery-city';

describe("the shopper's values kept in the browser", () => {
  afterEach(() => window.sessionStorage.clear());

  it('are forgotten at logout', () => {
    setAuthToken('ama');
    rememberCity('Kumasi');
    expect(rememberedCity()).toBe('Kumasi');
    clearAuthToken();
    expect(rememberedCity()).toBe('');
  });

  it('are forgotten when another account logs in on the same phone', () => {
    setAuthToken('ama');
    rememberCity('Kumasi');
    setAuthToken('kofi');
    expect(rememberedCity()).toBe('');
  });

  it("leave the page's own values alone", () => {
    setFlashToast('Login successful');
    setAuthToken('kofi');
    expect(window.sessionStorage.getItem('flash-toast')).toBe('Login successful');
  });
});
