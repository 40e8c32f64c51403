/**
 * Paystack's inline script (InlineJS v2), loaded only where a shopper pays (/order, and an
 * order to pay on delivery paid now on /track_order), so no other page pays for it.
 */
export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

/** What the popup reports on the transaction the server initialised. */
export interface PaystackCallbacks {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message?: string }) => void;
}

declare global {
  interface Window {
    PaystackPop?: new () => { resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): void };
  }
}

let loading: Promise<void> | null = null;

/** Adds the script once; a failed load may be tried again by a later call. */
export function loadPaystackScript(): Promise<void> {
  if (window.PaystackPop) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Paystack script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Whether the popup can open (the script may be blocked, offline or still failing). */
export const isPaystackLoaded = (): boolean => Boolean(window.PaystackPop);

/**
 * Opens Paystack's popup on the transaction the server initialised (its access code): the
 * amount, currency, email and reference are the server's. False when the script is missing.
 */
export function resumePaystackTransaction(accessCode: string, callbacks: PaystackCallbacks): boolean {
  const PaystackPop = window.PaystackPop;
  if (!PaystackPop) return false;
  new PaystackPop().resumeTransaction(accessCode, callbacks);
  return true;
}
