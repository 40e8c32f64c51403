import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_FAKE_PAYSTACK_URL } from '../support/environment';
import type { FakePaystackView } from '../support/fake-paystack-server';

/** Paystack's InlineJS v2, as the storefront loads it on /order. */
export const PAYSTACK_INLINE_JS = 'https://js.paystack.co/v2/inline.js';

/** The stubbed popup's accessible name. */
export const STUB_POPUP_NAME = 'Paystack checkout (stub)';

interface StubOptions {
  fakeUrl: string;
  dialogName: string;
  /** False: the shopper pays, but the page never hears of it (closed before onSuccess). */
  reportSuccess: boolean;
}

/**
 * Runs in the page: `window.PaystackPop` whose resumeTransaction shows a small dialog. Pay
 * pays the transaction of the access code at the fake Paystack, then reports it as InlineJS
 * does (onSuccess with the transaction's reference); Cancel calls onCancel.
 */
function installPaystackStub(options: StubOptions) {
  type Callbacks = {
    onSuccess: (transaction: Record<string, string>) => void;
    onCancel: () => void;
    onError: (error: { message: string }) => void;
  };
  class PaystackPop {
    resumeTransaction(accessCode: string, callbacks: Callbacks) {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', options.dialogName);
      dialog.dataset.accessCode = accessCode;
      dialog.style.cssText =
        'position:fixed;inset:30% 30% auto;z-index:2147483647;background:#fff;border:1px solid #333;padding:16px;display:flex;gap:8px';
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      const button = (name: string, onClick: () => void) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = name;
        element.addEventListener('click', onClick);
        dialog.append(element);
        return element;
      };
      const pay = button('Pay', async () => {
        pay.disabled = true;
        try {
          const answer = await fetch(`${options.fakeUrl}/__e2e/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ accessCode }),
          });
          if (!answer.ok) throw new Error(`The fake Paystack answered ${answer.status}`);
          const { reference } = (await answer.json()) as { reference: string };
          if (!options.reportSuccess) {
            status.textContent = `Paid ${reference}`;
            return;
          }
          dialog.remove();
          callbacks.onSuccess({
            reference,
            trxref: reference,
            status: 'success',
            message: 'Approved',
            trans: '4099260516',
            transaction: '4099260516',
          });
        } catch (error) {
          dialog.remove();
          callbacks.onError({ message: String(error) });
        }
      });
      button('Cancel', () => {
        dialog.remove();
        callbacks.onCancel();
      });
      dialog.append(status);
      document.body.append(dialog);
    }
  }
  (window as unknown as { PaystackPop: unknown }).PaystackPop = PaystackPop;
}

/** Serves the stub in place of Paystack's script for this page. */
export async function stubPaystackScript(page: Page, { reportSuccess = true } = {}) {
  const options: StubOptions = { fakeUrl: E2E_FAKE_PAYSTACK_URL, dialogName: STUB_POPUP_NAME, reportSuccess };
  await page.route(PAYSTACK_INLINE_JS, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(${installPaystackStub.toString()})(${JSON.stringify(options)});`,
    }),
  );
}

/** What the fake Paystack initialised, verified and sent for one shopper's email. */
export async function fakePaystackView(request: APIRequestContext, email: string): Promise<FakePaystackView> {
  const answer = await request.get(`${E2E_FAKE_PAYSTACK_URL}/__e2e/transactions`, { params: { email } });
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

/** Paystack posts a signed charge.success for the reference to the shop; the shop's answer. */
export async function deliverChargeSuccess(request: APIRequestContext, reference: string) {
  const answer = await request.post(`${E2E_FAKE_PAYSTACK_URL}/__e2e/webhook`, { data: { reference } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as { status: number; body: string };
}
