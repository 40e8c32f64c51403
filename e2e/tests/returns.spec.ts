import {
  ADMIN_TEXTS,
  CART_LABELS,
  formatGhs,
  RETURN_ADMIN_TEXTS,
  RETURN_MAIL_TEXTS,
  RETURN_REASON_LABELS,
  RETURN_STATES,
  RETURN_TEXTS,
} from '@shop/shared';
import { E2E_ADMIN } from '../support/environment';
import { outboxMessage, signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { deliveredPhone, FAULT_PHOTO, orderCard } from './returns-helpers';
import { storeToken } from './storefront-helpers';

// Decision 0063 end to end: a shopper sends back a faulty phone with a photo of the fault,
// staff approve it, take the unit in and refund it through the payment provider, and the
// shopper reads the refund on their order and downloads its credit note.

test('a faulty phone goes back with a photo, is approved, received and refunded, and its credit note downloads', async ({
  page,
  browser,
  request,
}) => {
  // Two people's journeys in one test: the shopper's and staff's.
  test.slow();
  const { shopper, phone, order } = await deliveredPhone(request);
  let number = '';

  await test.step('the shopper asks to return the phone from their order, with a photo', async () => {
    await storeToken(page, shopper.token);
    await page.goto('/track_order');
    await orderCard(page, order._id).getByRole('link', { name: RETURN_TEXTS.askLink }).click();
    await expect(page).toHaveURL(new RegExp(`/return/${order._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: RETURN_TEXTS.pageTitle })).toBeVisible();

    await page.getByRole('button', { name: CART_LABELS.increase(phone.name) }).click();
    await expect(page.getByLabel(RETURN_TEXTS.quantityOf(phone.name))).toHaveValue('1');
    await page.getByLabel(RETURN_REASON_LABELS.faulty).check();
    await page
      .getByLabel(RETURN_TEXTS.noteLabel)
      .fill('The screen stays black after a night on the charger.');
    await page.getByLabel(RETURN_TEXTS.photosLabel).setInputFiles(FAULT_PHOTO);
    await expect(page.getByTestId('return-photos').getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: RETURN_TEXTS.submit }).click();

    const sent = page.getByTestId('return-request-sent');
    // The heading is also the status a screen reader announces once the request is sent.
    await expect(sent.getByRole('status')).toHaveText(/^Request RET-\d+ sent\./);
    number = /RET-\d+/.exec((await sent.getByRole('status').textContent()) ?? '')![0];
    await expect(sent.getByTestId('return-request-state')).toHaveText(
      RETURN_TEXTS.requestLine(number, RETURN_STATES.Requested.label),
    );
  });

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const heading = (status: keyof typeof RETURN_STATES) =>
    staffPage.getByRole('heading', {
      level: 1,
      name: RETURN_TEXTS.requestLine(number, RETURN_STATES[status].label),
    });

  await test.step('staff find it among the new requests, with its photo, and approve it', async () => {
    await signInAsStaff(staffPage);
    await staffPage.goto('/admin/returns');
    await staffPage.getByRole('link', { name: number, exact: true }).click();
    await expect(heading('Requested')).toBeVisible();
    // The shopper's photo, fetched with the staff token: private to its uploader and staff.
    await expect(
      staffPage.getByRole('img', { name: ADMIN_TEXTS.images.preview(RETURN_ADMIN_TEXTS.photos, 1, 1) }),
    ).toBeVisible();
    await staffPage.getByRole('button', { name: RETURN_ADMIN_TEXTS.approve }).click();
    await expect(heading('Approved')).toBeVisible();
  });

  await test.step('staff mark the unit received, faulty, and refund it by Paystack', async () => {
    await staffPage.getByRole('button', { name: RETURN_ADMIN_TEXTS.receive }).click();
    const receive = staffPage.getByRole('form', { name: RETURN_ADMIN_TEXTS.receive });
    await receive.getByLabel(RETURN_ADMIN_TEXTS.conditions.faulty).check();
    await receive.getByRole('button', { name: RETURN_ADMIN_TEXTS.receive }).click();
    await expect(heading('Received')).toBeVisible();

    await staffPage.getByRole('button', { name: RETURN_ADMIN_TEXTS.refund, exact: true }).click();
    const refund = staffPage.getByRole('form', {
      name: RETURN_ADMIN_TEXTS.refundAmount(formatGhs(phone.price)),
    });
    await expect(refund.getByLabel(RETURN_ADMIN_TEXTS.refundMethod)).toHaveValue('paystack');
    await refund
      .getByRole('button', { name: RETURN_ADMIN_TEXTS.refundAmount(formatGhs(phone.price)) })
      .click();
    await expect(heading('Refunded')).toBeVisible();
  });

  await test.step('the shopper heard of each step by e-mail, and staff of the new request', async () => {
    await staffPage.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
    const price = formatGhs(phone.price);
    // Newest first, as the Outbox lists them: the search pages forward only, and other
    // journeys' messages written meanwhile may push the older ones to later pages.
    for (const subject of [
      RETURN_MAIL_TEXTS.refunded.subject(number, price),
      RETURN_MAIL_TEXTS.received.subject(number),
      RETURN_MAIL_TEXTS.approved.subject(number),
      RETURN_MAIL_TEXTS.requested.subject(number, order.orderNumber),
    ]) {
      await expect(await outboxMessage(staffPage, subject)).toContainText(
        ADMIN_TEXTS.outbox.to(shopper.email),
      );
    }
    await outboxMessage(
      staffPage,
      RETURN_MAIL_TEXTS.staffNewRequest.subject(number, order.orderNumber),
      ADMIN_TEXTS.outbox.to(E2E_ADMIN.email),
    );
  });
  await staffContext.close();

  await test.step('the shopper reads the refund on their order and downloads the credit note', async () => {
    await page.goto('/track_order');
    const requests = orderCard(page, order._id).getByTestId('return-request');
    await expect(requests).toHaveCount(1);
    await expect(requests).toContainText(RETURN_TEXTS.requestLine(number, RETURN_STATES.Refunded.label));
    await expect(requests).toContainText(RETURN_TEXTS.refundedAmount(formatGhs(phone.price)));
    await expect(requests.getByRole('link', { name: /^Credit note CRN-\d+$/ })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await requests.getByRole('button', { name: RETURN_TEXTS.downloadCreditNote }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^CRN-\d+\.pdf$/);
  });
});
