import {
  ADMIN_TEXTS,
  DEMO_MAILBOX_PATH,
  DEMO_MAILBOX_TEXTS,
  STOCK_ALERT_MESSAGE_TEXTS,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_TEXTS,
  type StockAlert,
} from '@shop/shared';
import { STOCK_ALERT_CONFIRM_PATH } from '@shop/shared/storefront-paths';
import { registerCustomer, uniqueEmail } from '../support/api';
import { outboxMessage, signInAsStaff } from './admin-helpers';
import {
  backInStockMessagesTo,
  setVariantStock,
  soldOutVariantId,
  soldOutVariantPath,
  textsTo,
  uniqueMobileNumber,
} from './back-in-stock-helpers';
import { expect, failedLoad, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';
import { createVariantPhone } from './variant-helpers';

// Decision 0066 end to end: a shopper waits for a sold-out variant, staff restock it, and the
// shop's job (every REMINDER_INTERVAL_S, outside QUIET_HOURS: playwright.config.ts) queues the
// one message; a guest proves their number with the code the fake Africa's Talking received.

test('a signed-in shopper asks in one click to be told when a sold-out variant is back; once staff restock it, the Outbox holds the message to them', async ({
  page,
  request,
}) => {
  const phone = await createVariantPhone(request);
  const variantId = await soldOutVariantId(request, phone);
  const shopper = await registerCustomer(request);
  await storeToken(page, shopper.token);
  const notifyButton = page.getByRole('button', { name: STOCK_ALERT_TEXTS.button });
  const waiting = page.getByTestId('stock-alert-waiting');
  let recipient = '';

  await test.step('on the sold-out variant, one click makes the request, and the page says who will be told', async () => {
    await page.goto(soldOutVariantPath(phone));
    const asked = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/product/${phone.id}/stock-alerts`) && response.status() === 201,
    );
    await notifyButton.click();
    recipient = ((await (await asked).json()) as { alert: StockAlert }).alert.recipient;
    expect(recipient).not.toBe(shopper.email);
    await expect(waiting).toHaveText(STOCK_ALERT_TEXTS.waitingFor(recipient));
    await expect(waiting).toBeFocused();
    expect(await seriousAccessibilityProblems(page), 'the product page with the request made').toEqual([]);
  });

  await test.step('the page remembers the request on the next visit, and on that variant only', async () => {
    await page.reload();
    await expect(waiting).toHaveText(STOCK_ALERT_TEXTS.waitingFor(recipient));
    await expect(notifyButton).toHaveCount(0);
    await page.getByRole('radio', { name: 'Black' }).click();
    await expect(waiting).toHaveCount(0);
    await expect(notifyButton).toHaveCount(0);
  });

  await test.step('staff restock the variant: within seconds the Outbox holds one back-in-stock e-mail to the shopper', async () => {
    await setVariantStock(request, phone.id, variantId, 2);
    await expect
      .poll(async () => (await backInStockMessagesTo(request, shopper.email)).length, { timeout: 20_000 })
      .toBe(1);
    const [message] = await backInStockMessagesTo(request, shopper.email);
    expect(message!.channel).toBe('email');
    expect(message!.subject).toContain(STOCK_ALERT_MESSAGE_TEXTS.subject(phone.name));

    await signInAsStaff(page);
    await page.getByRole('link', { name: ADMIN_TEXTS.layout.outbox }).click();
    const shown = await outboxMessage(page, message!.subject, ADMIN_TEXTS.outbox.to(shopper.email));
    await expect(shown).toHaveAttribute('data-channel', 'email');
  });
});

test.describe('on a phone 360 pixels wide', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a guest asks by SMS, enters the code the text brought, and the request is confirmed', async ({
    page,
    request,
  }) => {
    const phone = await createVariantPhone(request);
    const { local, e164 } = uniqueMobileNumber();
    await page.goto(soldOutVariantPath(phone));
    await page.getByRole('button', { name: STOCK_ALERT_TEXTS.button }).click();
    await expect(page.getByText(STOCK_ALERT_TEXTS.intro)).toBeFocused();

    await page.getByRole('radio', { name: STOCK_ALERT_TEXTS.bySms }).check();
    await page.getByLabel(STOCK_ALERT_TEXTS.phoneLabel).fill(local);
    await page.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }).click();
    const enterCode = page.getByTestId('stock-alert-enter-code');
    await expect(enterCode).toBeFocused();
    expect(await seriousAccessibilityProblems(page), 'the code step of the form').toEqual([]);
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The shop's worker sends the code within a second or two; the fake keeps what it received.
    let code = '';
    await expect
      .poll(async () => {
        const texts = await textsTo(request, e164);
        code = /\b(\d{6})\b/.exec(texts.at(-1)?.message ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel(STOCK_ALERT_TEXTS.codeLabel).fill(code);
    await page.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }).click();
    const confirmed = page.getByTestId('stock-alert-confirmed');
    await expect(confirmed).toHaveText(STOCK_ALERT_TEXTS.confirmed);
    await expect(confirmed).toBeFocused();
  });
});

test("a guest asks by e-mail; the link the e-mail brought confirms only when its page's button is pressed, and once", async ({
  page,
  context,
  request,
  pageGuard,
}) => {
  const phone = await createVariantPhone(request);
  const email = uniqueEmail('stock-alert');
  await page.goto(soldOutVariantPath(phone));
  await page.getByRole('button', { name: STOCK_ALERT_TEXTS.button }).click();
  await expect(page.getByRole('radio', { name: STOCK_ALERT_TEXTS.byEmail })).toBeChecked();
  await page.getByLabel(STOCK_ALERT_TEXTS.emailLabel).fill(email);
  await page.getByRole('button', { name: STOCK_ALERT_TEXTS.submit }).click();
  await expect(page.getByTestId('stock-alert-check-email')).toBeFocused();

  // The first shop has no mail server: the e-mail arrives in the demo mailbox (decision 0054).
  const mailbox = await context.newPage();
  const letter = mailbox
    .getByRole('article')
    .filter({ hasText: DEMO_MAILBOX_TEXTS.heading('email', email, '') });
  await expect(async () => {
    await mailbox.goto(DEMO_MAILBOX_PATH);
    await expect(letter).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const href = await letter
    .getByRole('link')
    .filter({ hasText: STOCK_ALERT_CONFIRM_PATH })
    .first()
    .getAttribute('href');
  const link = new URL(href!);
  await mailbox.close();

  // Opening the link (as a mail scanner does) confirms nothing: the page waits for its button.
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 1, name: STOCK_ALERT_TEXTS.confirmPageTitle }),
  ).toBeVisible();
  expect(await seriousAccessibilityProblems(page), 'the confirmation page').toEqual([]);
  await page.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }).click();
  await expect(page.getByTestId('stock-alert-confirmed')).toHaveText(STOCK_ALERT_TEXTS.confirmed);

  // Spent: a second press says so (the server answers 404).
  pageGuard.allowConsoleError(failedLoad(404), /\/api\/stock-alerts\/confirm$/);
  await page.reload();
  await page.getByRole('button', { name: STOCK_ALERT_TEXTS.confirmCode }).click();
  await expect(page.getByTestId('stock-alert-link-not-valid')).toContainText(
    STOCK_ALERT_MESSAGES.linkNotValid,
  );
});
