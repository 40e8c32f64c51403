import { CREDIT_NOTE_LABELS, ORDER_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useMutation } from '@tanstack/react-query';
import { getAuthToken } from '../../lib/auth-token';
import { creditNoteAddress } from './get-credit-note';

const FILE_NAME_IN_HEADER = /filename="?([^";]+)"?/i;

/** The server's refusal text, when its answer is the contract's {success:false, message}. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message) return payload.message;
  } catch {
    // Not JSON: the status text says what little there is.
  }
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * GET /api/orders/:id/credit-notes/:number.pdf with the shopper's token, as the invoice's PDF
 * is fetched (api/orders/download-invoice-pdf.ts): a link could not carry the token.
 */
export async function fetchCreditNotePdf(
  orderId: string,
  number: string,
): Promise<{ file: Blob; fileName: string }> {
  const token = getAuthToken();
  const response = await fetch(`${creditNoteAddress(orderId, number)}.pdf`, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, await refusalMessage(response));
  const named = FILE_NAME_IN_HEADER.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { file: await response.blob(), fileName: named ?? CREDIT_NOTE_LABELS.fileName(number) };
}

/** Saves the file under its name: a link with `download`, clicked once and let go. */
function saveFile(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}

/** The credit note's PDF, from its page and from the order card; a 401 ends the session. */
export function useDownloadCreditNotePdf() {
  return useMutation({
    mutationFn: async ({ orderId, number }: { orderId: string; number: string }) => {
      const { file, fileName } = await fetchCreditNotePdf(orderId, number);
      saveFile(file, fileName);
      return fileName;
    },
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
  });
}
