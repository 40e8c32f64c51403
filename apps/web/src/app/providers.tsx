import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import type { NavigateTo } from '../api/session-expiry';
import { createQueryClient } from './query-client';

/** Alt+T (TOAST_HOTKEY) moves focus to the notifications, as the spec asks. */
const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

export function AppProviders({ navigate, children }: { navigate: NavigateTo; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ navigate }));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} hotKeys={isToastHotKey} />
    </QueryClientProvider>
  );
}
