import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@shop/shared';
import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import type { NavigateTo } from '../api/session-expiry';
import { createQueryClient } from './query-client';

/** Alt+T (TOAST_HOTKEY) moves focus to the notifications, as the spec asks. */
const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

interface AppProvidersProps {
  navigate: NavigateTo;
  /** The server's client, which its loaders filled; the browser makes its own. */
  queryClient?: QueryClient;
  /** The server's cache, handed over with the HTML it rendered from it. */
  dehydratedState?: DehydratedState;
  children: ReactNode;
}

export function AppProviders({ navigate, queryClient: given, dehydratedState, children }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient({ navigate }));
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} hotKeys={isToastHotKey} />
    </QueryClientProvider>
  );
}
