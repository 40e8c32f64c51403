import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download';

export function downloadSubscribers() {
  return downloadWithToken(
    '/api/admin/newsletter-subscribers.csv',
    `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export function useDownloadSubscribers() {
  return useMutation({ mutationFn: downloadSubscribers });
}
