/** The staff bearer token lives under its own key so it never mixes with the storefront's. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function readToken(): string | null {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function saveToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
}
