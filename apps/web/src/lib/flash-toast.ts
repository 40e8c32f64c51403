import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';

/**
 * A success toast that survives a full page reload: the first version reloads the page after login
 * and sign-up, which would otherwise wipe the toast before the shopper reads it.
 */
const FLASH_KEY = 'flash-toast';

/** Messages no text contains, so several toasts (the welcome, then "Product added") share one key. */
const SEPARATOR = '\n';

type FlashKind = 'success' | 'error';
const keyOf = (kind: FlashKind) => (kind === 'success' ? FLASH_KEY : `${FLASH_KEY}-error`);

/** Adds a toast to those the next page shows, in order. */
export function setFlashToast(message: string, kind: FlashKind = 'success'): void {
  try {
    const earlier = window.sessionStorage.getItem(keyOf(kind));
    window.sessionStorage.setItem(keyOf(kind), earlier ? earlier + SEPARATOR + message : message);
  } catch {
    // Storage refused (private mode): the toast shown before the reload is all there is.
  }
}

/** Shows, once, the toasts left by the page before the reload (the root layout calls it). */
export function useFlashToast(): void {
  useEffect(() => {
    for (const kind of ['success', 'error'] as const) {
      let stored: string | null = null;
      try {
        stored = window.sessionStorage.getItem(keyOf(kind));
        window.sessionStorage.removeItem(keyOf(kind));
      } catch {
        return;
      }
      for (const message of stored?.split(SEPARATOR) ?? []) {
        if (message) toast[kind](message, { toastId: message });
      }
    }
  }, []);
}
