import { ADMIN_TEXTS, DEMO_MAILBOX_TEXTS, MAIL_TEXTS } from '@shop/shared';
import { placePaidOrder, registerCustomer } from '../support/api';
import { outboxMessage, signInAsStaff } from './admin-helpers';
import { twoStockedProducts } from './customer-helpers';
import { expect, test } from './fixtures';

test('without SMTP_URL, the admin Outbox shows the e-mails the demo mailbox received', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const [product] = await twoStockedProducts(request);
  const { orderNumber } = await placePaidOrder(request, customer, product!);

  await signInAsStaff(page);
  await page.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
  await expect(page.getByRole('heading', { name: ADMIN_TEXTS.outbox.title })).toBeVisible();
  // Outside production they go to the demo mailbox on the shop's computer (decision 0054).
  await expect(page.getByRole('note')).toHaveText(DEMO_MAILBOX_TEXTS.outbox.emailNote);
  const confirmation = await outboxMessage(page, MAIL_TEXTS.orderConfirmation.subject(orderNumber));
  await expect(confirmation).toContainText(ADMIN_TEXTS.outbox.to(customer.email));
  await expect(confirmation.getByTestId('outbox-status')).toHaveText(DEMO_MAILBOX_TEXTS.outbox.status);
  await confirmation.getByText(ADMIN_TEXTS.outbox.show).click();
  await expect(confirmation.locator('pre')).toContainText(orderNumber);
  // The staff alert of the same order is there too.
  await expect(
    page.getByTestId('outbox-message').filter({ hasText: `New paid order ${orderNumber}` }),
  ).toHaveCount(1);
  // Each message names its channel; an order's e-mail is no marketing.
  await expect(confirmation.getByTestId('outbox-channel')).toHaveText(ADMIN_TEXTS.outbox.channel.email);
  await expect(confirmation.getByTestId('outbox-marketing')).toHaveCount(0);
});

test('the Outbox shows marketing alone, or one channel, and keeps the choice in the address', async ({
  page,
  request,
}) => {
  const texts = ADMIN_TEXTS.outbox;
  const customer = await registerCustomer(request);
  const [product] = await twoStockedProducts(request);
  const { orderNumber } = await placePaidOrder(request, customer, product!);
  const subject = MAIL_TEXTS.orderConfirmation.subject(orderNumber);

  await signInAsStaff(page);
  await page.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
  await page.getByLabel(texts.filter.channel).selectOption({ label: texts.channel.email });
  await expect(page).toHaveURL(/[?&]channel=email/);
  await outboxMessage(page, subject);
  await expect(page.getByTestId('outbox-channel').filter({ hasNotText: texts.channel.email })).toHaveCount(0);

  // Marketing alone: the order's e-mail is not among them, and every message shown is tagged.
  await page.getByLabel(texts.filter.purpose).selectOption({ label: texts.filter.purposes.marketing });
  await expect(page).toHaveURL(/[?&]purpose=marketing/);
  await expect(page.getByTestId('outbox-message').filter({ hasText: subject })).toHaveCount(0);
  await expect(
    page.getByText(texts.emptyFiltered).or(page.getByTestId('outbox-marketing').first()),
  ).toBeVisible();
  await expect(
    page.getByTestId('outbox-message').filter({ hasNot: page.getByTestId('outbox-marketing') }),
  ).toHaveCount(0);

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel(texts.filter.purpose)).toHaveValue('marketing');
  await expect(page.getByLabel(texts.filter.channel)).toHaveValue('email');
});
