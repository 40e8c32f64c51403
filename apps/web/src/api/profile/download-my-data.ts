import { MY_DATA_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useMutation } from '@tanstack/react-query';
import { getAuthToken } from '../../lib/auth-token';

const FILE_NAME_IN_HEADER = /filename="?([^";]+)"?/i;

async function refusalMessage(response: Response): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message) return payload.message;
  } catch {
    // Not JSON: the shop's own words say it failed.
  }
  return MY_DATA_MESSAGES.downloadFailed;
}

/**
 * GET /api/user/my-data with the shopper's token (decision 0071): a file, fetched as a blob
 * because the token lives in localStorage and a plain link could not carry it.
 */
export async function fetchMyData(): Promise<{ file: Blob; fileName: string }> {
  const token = getAuthToken();
  const response = await fetch('/api/user/my-data', {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, await refusalMessage(response));
  const named = FILE_NAME_IN_HEADER.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { file: await response.blob(), fileName: named ?? 'my-data.json' };
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

/** "Download my data" on /profile; a 401 ends the session as the page's own requests do. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { file, fileName } = await fetchMyData();
      saveFile(file, fileName);
      return fileName;
    },
    meta: { loginMessage: MY_DATA_MESSAGES.downloadFailed },
  });
}
