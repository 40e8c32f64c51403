import { ApiError } from '@shop/shared/api-client';
import { getAuthToken } from '../lib/auth-token';

/*
 * Files the shopper downloads with their token (an invoice, a credit note, their data). Not
 * through apiRequest, which reads JSON: the answer is a file. A link could not carry the token
 * (it lives in localStorage, not a cookie), so the file is fetched and handed to the browser.
 */

const FILE_NAME_IN_HEADER = /filename="?([^";]+)"?/i;

/** The server's refusal text when its answer is the contract's {success:false, message}; else `otherwise`. */
async function refusalMessage(response: Response, otherwise: string | undefined): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message) return payload.message;
  } catch {
    // Not JSON: the caller's words, or the status text, say what little there is.
  }
  return otherwise ?? (response.statusText || `HTTP ${response.status}`);
}

export interface FetchedFile {
  file: Blob;
  fileName: string;
}

/** GET `address` with the shopper's token: the file and the name the server gave it (or `fallbackName`). */
export async function fetchFile(
  address: string,
  accept: string,
  fallbackName: string,
  failedText?: string,
): Promise<FetchedFile> {
  const token = getAuthToken();
  const response = await fetch(address, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, await refusalMessage(response, failedText));
  const named = FILE_NAME_IN_HEADER.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { file: await response.blob(), fileName: named ?? fallbackName };
}

/** Saves the file under its name: a link with `download`, clicked once and let go. */
export function saveFile({ file, fileName }: FetchedFile): string {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
  return fileName;
}
