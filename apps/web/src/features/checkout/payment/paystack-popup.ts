/** Paystack's inline script, loaded only on /order so no other page pays for it. */
export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

export interface PaystackTransactionOptions {
  key: string;
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message?: string }) => void;
}

declare global {
  interface Window {
    PaystackPop?: new () => { newTransaction(options: PaystackTransactionOptions): void };
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

/** Opens Paystack's popup; false when its script is missing (blocked, offline, failed). */
export function openPaystackPopup(options: PaystackTransactionOptions): boolean {
  const PaystackPop = window.PaystackPop;
  if (!PaystackPop) return false;
  new PaystackPop().newTransaction(options);
  return true;
}
