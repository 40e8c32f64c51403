import { ADMIN_MESSAGES, API_MESSAGES } from '@shop/shared';
import { createApiClient } from '@shop/shared/api-client';
import { readToken } from '../lib/token';

/** The text of a failure whose answer carries no message: the server's fault, or ours to retry. */
export function adminFallbackMessage(status: number): string {
  return status >= 500 ? API_MESSAGES.internal : ADMIN_MESSAGES.loadFailed;
}

/**
 * The admin site's one API client: the shared client of @shop/shared/api-client with the staff
 * token (`localStorage.adminToken`). It only throws; what a failure means to staff (a toast,
 * the sign-in page) is the failure policy's, set once on the query client (failure-policy.ts).
 *
 * Unlike the storefront, the admin site always passes its schemas: its bundle is not on a
 * shopper's phone, and a changed answer is caught here instead of deep in a screen.
 */
export const apiRequest = createApiClient({ token: readToken, fallbackMessage: adminFallbackMessage });
