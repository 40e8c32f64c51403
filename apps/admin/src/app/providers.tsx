import { TOAST_AUTO_CLOSE_MS } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import type { NavigateTo } from '../api/failure-policy';
import { createQueryClient } from './query-client';

/** Alt+T moves focus to the notifications. */
const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

export function AppProviders({ navigate, children }: { navigate: NavigateTo; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ navigate }));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hotKeys={isToastHotKey} />
    </QueryClientProvider>
  );
}
