import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@shop/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';

/** Alt+T (TOAST_HOTKEY) moves focus to the notifications, as the first version asks. */
const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

interface AppProvidersProps {
  /** The server's client, which its loaders filled, or the browser's (app.tsx). */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} hotKeys={isToastHotKey} />
    </QueryClientProvider>
  );
}
