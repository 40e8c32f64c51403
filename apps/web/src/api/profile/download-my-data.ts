import { MY_DATA_MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FetchedFile, fetchFile, saveFile } from '../file-download';

/** GET /api/user/my-data with the shopper's token (decision 0071): their data as one JSON file. */
export function fetchMyData(): Promise<FetchedFile> {
  return fetchFile('/api/user/my-data', 'application/json', 'my-data.json', MY_DATA_MESSAGES.downloadFailed);
}

/** "Download my data" on /profile; a 401 ends the session as the page's own requests do. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchMyData()),
    meta: { loginMessage: MY_DATA_MESSAGES.downloadFailed },
  });
}
