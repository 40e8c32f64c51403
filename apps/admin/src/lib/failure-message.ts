import { ADMIN_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';

/**
 * What staff read about a failed call: the server's message when it answered, our own
 * "could not load" when it did not (the browser's "Failed to fetch" says nothing to staff).
 */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ADMIN_MESSAGES.loadFailed;
}

/** A request given up on purpose (a screen left before its answer came): nothing to tell. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
