import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_TEXTS,
  formatGhs,
  MAIL_TEXTS,
  PAY_ON_DELIVERY_TEXTS,
  PAY_ONLINE,
} from '@shop/shared';
import { placePaidOrder, registerCustomer, staffToken } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { type StockedProduct, toastText } from './customer-helpers';
import { expect, test } from './fixtures';
import { placeOrderOnDelivery, productForPayOnDelivery, verifiedShopper } from './pay-on-delivery-helpers';
import { staffMoveOrderInTruck } from './serial-helpers';
import { storeToken } from './storefront-helpers';

// The staff's order page: marking a prepaid order Delivered, the pause before every move that
// messages the customer, and the order in the shop's words with its history (decision 0051).

const confirmTexts = ADMIN_ORDER_TEXTS.confirm;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it stands, one line each. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Evaluated, not a <script>: the admin site's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

async function stockedProduct(page: Page): Promise<StockedProduct> {
  const listed = await (await page.request.get('/api/product/list?limit=100')).json();
  const product = (listed.products as StockedProduct[]).find((candidate) => candidate.stock > 5);
  expect(product).toBeDefined();
  return product!;
}

test('staff move a prepaid order on after reading what the customer receives, and mark it Delivered', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const shopper = await registerCustomer(request, 'Yaw Asante');
  const order = await placePaidOrder(request, shopper, await stockedProduct(page));
  await staffMoveOrderInTruck(request, await staffToken(request), order.orderId);

  await signInAsStaff(page);
  // The list says where the order is in one line, and how it is paid in the shop's words.
  await page.goto('/admin/orders');
  await page.getByLabel(/Search orders/).fill(order.orderNumber);
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row.getByTestId('order-state')).toHaveText('In Truck');
  await expect(row).toContainText(ADMIN_ORDER_TEXTS.paymentMethods[PAY_ONLINE]);
  await expect(row).not.toContainText('paystack');
  await row.getByRole('link', { name: order.orderNumber }).click();

  await expect(page.getByTestId('order-status')).toHaveText('In Truck');
  await expect(page.getByRole('main')).toContainText(ADMIN_ORDER_TEXTS.paymentMethods[PAY_ONLINE]);
  // A paid order shows its history with times, not "Pending" and a clock.
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Placed \d/,
    /^Paid online \d/,
    /^In Truck \(out for delivery\) \d/,
  ]);

  // The move waits for the dialog, which shows the SMS and the e-mail word for word.
  await page.getByRole('button', { name: 'Move to In Transit' }).click();
  const dialog = page.getByRole('dialog', { name: confirmTexts.moveTitle(order.orderNumber, 'In Transit') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(confirmTexts.cannotUndo.move);
  await expect(dialog.getByTestId('sms-preview')).toContainText(`order ${order.orderNumber} is on its way`);
  await expect(dialog.getByText(confirmTexts.smsTo('024 123 4567'))).toBeVisible();
  await expect(dialog).toContainText(confirmTexts.subject(`Order ${order.orderNumber}: In Transit`));
  expect(await seriousAxeFindings(page)).toEqual([]);
  // Escape goes back without moving anything.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('In Truck');

  await page.getByRole('button', { name: 'Move to In Transit' }).click();
  await dialog.getByRole('button', { name: 'Move to In Transit' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('In Transit');
  await expect(page.getByText(ADMIN_ORDER_TEXTS.shopperMayConfirm)).toBeVisible();

  // The shopper's list keeps an order on its way: Confirm Delivery, and no Delete.
  const shopperPage = await page.context().newPage();
  await storeToken(shopperPage, shopper.token);
  await shopperPage.goto('/track_order');
  const card = shopperPage.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await expect(card.getByRole('button', { name: 'Confirm Delivery' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete order' })).toHaveCount(0);

  await page.getByRole('button', { name: ADMIN_ORDER_TEXTS.markDelivered }).click();
  const delivered = page.getByRole('dialog', { name: confirmTexts.deliveredTitle(order.orderNumber) });
  await expect(delivered.getByTestId('sms-preview')).toContainText(`order ${order.orderNumber} is delivered`);
  await delivered.getByRole('button', { name: ADMIN_ORDER_TEXTS.markDelivered }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(timeline.getByRole('listitem').last()).toHaveText(/^Delivered \d/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Finished for the shopper too: their Confirm Delivery has nothing left to do.
  const confirm = await request.put('/api/orders/confirm-delivery', {
    headers: order.headers,
    data: { id: order.orderId },
  });
  expect(confirm.status()).toBe(409);
  // Over now: the shopper may delete it from their list.
  await shopperPage.reload();
  await expect(card.getByRole('button', { name: 'Delete order' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm Delivery' })).toHaveCount(0);
  await shopperPage.close();
});

test('a cancel shows the typed reason as the customer will read it before the order is cancelled', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Efua Mensah');
  const order = await placePaidOrder(request, shopper, await stockedProduct(page));
  await signInAsStaff(page);
  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid, to pack');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByLabel(ADMIN_MESSAGES.cancelReasonPrompt).fill('The colour you chose is sold out');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  const dialog = page.getByRole('dialog', { name: confirmTexts.cancelTitle(order.orderNumber) });
  await expect(dialog).toContainText(confirmTexts.cannotUndo.cancel);
  await expect(dialog.getByTestId('sms-preview')).toContainText(
    'is cancelled: The colour you chose is sold out.',
  );
  await expect(dialog.getByTestId('email-preview')).toContainText('The colour you chose is sold out');
  await dialog.getByRole('button', { name: confirmTexts.goBack }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid, to pack');

  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(/^Cancelled/);
});

test('Refused at the door and Collected ask first; the amount collected is filled in with the amount due', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const shopper = await verifiedShopper(request, 'Kwabena Ofori');
  const product = await productForPayOnDelivery(request);
  const refusedOrder = await placeOrderOnDelivery(request, shopper, product);
  await staffMoveOrderInTruck(request, token, refusedOrder.orderId);

  await signInAsStaff(page);
  await page.goto(`/admin/orders/${refusedOrder.orderId}`);
  const door = page.getByRole('form', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.title });
  await expect(door.getByLabel(PAY_ON_DELIVERY_TEXTS.outcomeForm.amount)).toHaveValue(
    refusedOrder.total.toFixed(2),
  );
  await door.getByRole('radio', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.refused }).check();
  await door.getByLabel(PAY_ON_DELIVERY_TEXTS.outcomeForm.reason).fill('Changed my mind, no money');
  await door.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  const refusal = page.getByRole('dialog', { name: confirmTexts.refusedTitle(refusedOrder.orderNumber) });
  await expect(refusal).toContainText(confirmTexts.cannotUndo.refused);
  await expect(refusal).toContainText(confirmTexts.reasonSentAsTyped);
  await expect(refusal.getByTestId('sms-preview')).toContainText('is cancelled: Changed my mind, no money.');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await refusal.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  await expect(toastText(page, PAY_ON_DELIVERY_TEXTS.collection.refusedRecorded)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled: refused at the door');

  const collectedOrder = await placeOrderOnDelivery(
    request,
    await verifiedShopper(request, 'Adwoa Boakye'),
    product,
  );
  await staffMoveOrderInTruck(request, token, collectedOrder.orderId);
  await page.goto(`/admin/orders/${collectedOrder.orderId}`);
  await page.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  const collected = page.getByRole('dialog', {
    name: confirmTexts.collectedTitle(collectedOrder.orderNumber, formatGhs(collectedOrder.total)),
  });
  await expect(collected).toContainText(confirmTexts.cannotUndo.collected);
  await expect(collected.getByTestId('sms-preview')).toContainText(formatGhs(collectedOrder.total));
  // The shopper's receipt e-mail, with the invoice the collection issues (decision 0061).
  await expect(collected).toContainText(
    confirmTexts.subject(MAIL_TEXTS.orderCollected.subject(collectedOrder.orderNumber)),
  );
  await collected.getByRole('button', { name: PAY_ON_DELIVERY_TEXTS.outcomeForm.record }).click();
  await expect(page.getByTestId('order-status')).toHaveText('In Truck, paid at the door');
});
