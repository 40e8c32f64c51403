import { ApiError } from '@shop/shared/api-client';
import { saveFile } from '../lib/save-file';
import { readToken } from '../lib/token';
import { adminFallbackMessage } from './client';

async function refusalMessage(response: Response): Promise<string | undefined> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message || undefined;
  }
  return undefined;
}

/**
 * CSV exports need the bearer token, so a plain link cannot fetch them; and the API client
 * reads JSON answers only. This fetches the file with the same staff token and fails the same
 * way (an ApiError of the server's message or the admin's fallback text), so the failure
 * policy treats a refused download like any other call; then the browser saves it.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const message = (await refusalMessage(response)) ?? adminFallbackMessage(response.status);
    throw new ApiError(response.status, message);
  }
  saveFile(await response.blob(), fileName);
}

/** `name-2026-11-23.csv`: today's date, so successive exports do not overwrite each other. */
export const datedCsvName = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
