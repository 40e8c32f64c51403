import type { APIRequestContext } from '@playwright/test';
import { ADMIN_TEXTS, PHONE_LABELS, PHONE_MESSAGES } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { E2E_FAKE_AFRICASTALKING_URL } from '../support/environment';
import type { FakeSmsView } from '../support/fake-africastalking-server';
import { outboxMessage, signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { storeToken, toast } from './storefront-helpers';

/** The texts the fake Africa's Talking accepted for a number. */
async function textsTo(request: APIRequestContext, e164: string): Promise<FakeSmsView['messages']> {
  const answer = await request.get(`${E2E_FAKE_AFRICASTALKING_URL}/__e2e/sms?to=${encodeURIComponent(e164)}`);
  return ((await answer.json()) as FakeSmsView).messages;
}

test('a shopper verifies their phone on /profile with the code the SMS brought; staff see the SMS in the Outbox', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  // A number of this run alone: 024 and seven digits from the clock.
  const local = `024${String(Date.now()).slice(-7)}`;
  const e164 = `+233${local.slice(1)}`;
  const shown = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;

  await storeToken(page, customer.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: PHONE_LABELS.heading })).toBeVisible();
  await page.getByLabel(PHONE_LABELS.phone).fill(local);
  await page.getByRole('button', { name: PHONE_LABELS.sendCode }).click();
  await expect(toast(page, PHONE_MESSAGES.codeSent(shown))).toBeVisible();

  // The shop's worker sends it within a second or two; the fake keeps what it received.
  let code = '';
  await expect
    .poll(async () => {
      const [sms] = await textsTo(request, e164);
      code = /code: (\d{6})\./.exec(sms?.message ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel(PHONE_LABELS.code).fill(code);
  await page.getByRole('button', { name: PHONE_LABELS.verify }).click();
  await expect(toast(page, PHONE_MESSAGES.phoneVerified)).toBeVisible();
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
  await expect(page.getByText(PHONE_LABELS.verified, { exact: true })).toBeVisible();
  await expect(page.getByLabel(PHONE_LABELS.orderTexts)).toBeChecked();

  // Africa's Talking reports it on the phone: the Outbox says Delivered, the code blanked.
  const messageId = (await textsTo(request, e164))[0]!.messageId;
  await signInAsStaff(page);
  await page.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
  const sms = await outboxMessage(page, ADMIN_TEXTS.outbox.to(e164));
  await expect(sms).toHaveAttribute('data-channel', 'sms');
  await expect(sms.getByTestId('outbox-status')).toHaveText(ADMIN_TEXTS.outbox.status.sent);
  await expect(sms).not.toContainText(code);
  const report = await request.post(`${E2E_FAKE_AFRICASTALKING_URL}/__e2e/report`, {
    data: { messageId, status: 'Success' },
  });
  expect((await report.json()).status).toBe(200);
  await page.reload();
  const reported = await outboxMessage(page, ADMIN_TEXTS.outbox.to(e164));
  await expect(reported.getByTestId('outbox-status')).toHaveText(ADMIN_TEXTS.outbox.status.delivered);
});
