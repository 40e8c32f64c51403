import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_FAKE_PAYSTACK_URL } from '../support/environment';
import type { FakePaystackView } from '../support/fake-paystack-server';

/** Paystack's InlineJS v2, as the storefront loads it on /order. */
export const PAYSTACK_INLINE_JS = 'https://js.paystack.co/v2/inline.js';
/** The checkout page InlineJS frames, and the API it calls from the shop's page (the shop's CSP allows both). */
const PAYSTACK_CHECKOUT_FRAME = 'https://checkout.paystack.com/popup';
const PAYSTACK_API = 'https://api.paystack.co';

/** The stubbed popup's accessible name. */
export const STUB_POPUP_NAME = 'Paystack checkout (stub)';

interface StubOptions {
  /** Where the stub's Pay goes: Paystack's API origin, which the test hands on to the fake. */
  apiUrl: string;
  checkoutFrameUrl: string;
  dialogName: string;
  /** False: the shopper pays, but the page never hears of it (closed before onSuccess). */
  reportSuccess: boolean;
}

/**
 * Runs in the page: `window.PaystackPop` whose resumeTransaction shows a small dialog with
 * Paystack's checkout frame in it, as InlineJS frames https://checkout.paystack.com. Pay
 * pays the transaction of the access code through Paystack's API origin (the fake Paystack
 * behind it), then reports it as InlineJS does (onSuccess with the transaction's
 * reference); Cancel calls onCancel. So the shop's CSP must let the frame and the call through.
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
      const frame = document.createElement('iframe');
      frame.src = options.checkoutFrameUrl;
      frame.title = 'Paystack checkout frame';
      frame.style.cssText = 'width:120px;height:40px;border:0';
      dialog.append(frame);
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
          const answer = await fetch(`${options.apiUrl}/__e2e/pay`, {
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

/**
 * Serves the stub in place of Paystack's script for this page, a blank page in place of its
 * checkout frame, and hands the stub's calls to Paystack's API on to the fake Paystack.
 */
export async function stubPaystackScript(page: Page, { reportSuccess = true } = {}) {
  const options: StubOptions = {
    apiUrl: PAYSTACK_API,
    checkoutFrameUrl: PAYSTACK_CHECKOUT_FRAME,
    dialogName: STUB_POPUP_NAME,
    reportSuccess,
  };
  await page.route(PAYSTACK_INLINE_JS, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(${installPaystackStub.toString()})(${JSON.stringify(options)});`,
    }),
  );
  await page.route(PAYSTACK_CHECKOUT_FRAME, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Paystack checkout</title>' }),
  );
  await page.route(`${PAYSTACK_API}/__e2e/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${E2E_FAKE_PAYSTACK_URL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
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
