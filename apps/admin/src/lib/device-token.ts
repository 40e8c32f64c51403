/**
 * This browser's device token (decision 0073): given by the server at a staff member's first
 * sign-in here, sent with every later login so the account knows the device (no new-device
 * e-mail) and, when remembered, skips the code. Kept apart from the session token: signing
 * out ends the session, not the device.
 */
export const ADMIN_DEVICE_TOKEN_KEY = 'adminDeviceToken';

export function readDeviceToken(): string | undefined {
  return window.localStorage.getItem(ADMIN_DEVICE_TOKEN_KEY) ?? undefined;
}

export function saveDeviceToken(token: string | undefined): void {
  if (token) window.localStorage.setItem(ADMIN_DEVICE_TOKEN_KEY, token);
}
