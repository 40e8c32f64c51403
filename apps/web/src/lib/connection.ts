import { OFFLINE_MESSAGES } from '@shop/shared';
import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify/unstyled';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False when the browser knows it has no connection; the server renders as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Whether the browser has a connection, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * For an action that needs the server (cart, checkout, account): without a connection it says
 * so and answers true, so the action stops instead of failing silently or waiting unseen.
 */
export function refuseWhenOffline(): boolean {
  if (isOnline()) return false;
  toast.error(OFFLINE_MESSAGES.needsConnection, { toastId: OFFLINE_MESSAGES.needsConnection });
  return true;
}
