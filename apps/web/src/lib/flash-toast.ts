import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';

/**
 * A success toast that survives a full page reload: the spec reloads the page after login
 * and sign-up, which would otherwise wipe the toast before the shopper reads it.
 */
const FLASH_KEY = 'flash-toast';

export function setFlashToast(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode): the toast shown before the reload is all there is.
  }
}

/** Shows, once, the toast left by the page before the reload. */
export function useFlashToast(): void {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = window.sessionStorage.getItem(FLASH_KEY);
      window.sessionStorage.removeItem(FLASH_KEY);
    } catch {
      return;
    }
    if (message) toast.success(message, { toastId: message });
  }, []);
}
