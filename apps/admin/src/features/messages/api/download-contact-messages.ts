import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download';

export function downloadContactMessages() {
  return downloadWithToken(
    '/api/admin/contact-messages.csv',
    `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export function useDownloadContactMessages() {
  return useMutation({ mutationFn: downloadContactMessages });
}
