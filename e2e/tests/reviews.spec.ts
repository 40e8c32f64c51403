import { PRODUCT_LABELS, REVIEW_ADMIN_TEXTS, REVIEW_MESSAGES, REVIEW_TEXTS } from '@shop/shared';
import { reviewPagePath } from '@shop/shared/storefront-paths';
import { formatDay } from '@shop/shared/warranty-page-texts';
import { registerCustomer } from '../support/api';
import { signInAsStaff } from './admin-helpers';
import { expect, test } from './fixtures';
import { deliveredPhone, orderCard } from './returns-helpers';
import {
  MARKUP_ANSWER,
  MARKUP_REVIEW,
  productJsonLd,
  productPagePath,
  recordDialogs,
} from './reviews-helpers';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';

// Decision 0064 end to end: a buyer reviews a delivered phone with markup in every word, staff
// publish and answer it, and the product page (rendered by the server, read by the browser,
// with and without JavaScript, and in its JSON-LD) shows all of it as text and counts it.

test('a buyer’s review waits for staff, who publish and answer it, and every page shows its words as text', async ({
  page,
  browser,
  request,
}) => {
  // Two people's journeys and three browser contexts in one test.
  test.slow();
  const dialogs: string[] = [];
  recordDialogs(page.context(), dialogs);
  const { shopper, phone, order } = await deliveredPhone(request);
  const productPath = productPagePath(phone.id);
  const reviewsSection = page.getByTestId('product-reviews');

  await test.step('the buyer reviews the phone from their delivered order, and reads that it waits', async () => {
    await storeToken(page, shopper.token);
    await page.goto('/track_order');
    await orderCard(page, order._id).getByRole('link', { name: REVIEW_TEXTS.reviewThis }).click();
    await expect(page).toHaveURL(new RegExp(`${reviewPagePath(phone.id)}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: REVIEW_TEXTS.formTitle(phone.name) }),
    ).toBeVisible();
    await expect(page.getByTestId('review-form')).toBeVisible();
    expect(await seriousAccessibilityProblems(page), 'the review form').toEqual([]);

    const stars = page.getByRole('group', { name: REVIEW_TEXTS.ratingLabel });
    await stars.getByRole('radio', { name: REVIEW_TEXTS.starsLabel(4) }).check();
    await page.getByLabel(REVIEW_TEXTS.titleLabel).fill(MARKUP_REVIEW.title);
    await page.getByLabel(REVIEW_TEXTS.textLabel).fill(MARKUP_REVIEW.text);
    await page.getByRole('button', { name: REVIEW_TEXTS.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.sent })).toBeVisible();
    const own = page.getByTestId('own-review');
    await expect(own.getByTestId('own-review-status')).toHaveText(REVIEW_TEXTS.statusPending);
    await expect(own.getByRole('img', { name: REVIEW_TEXTS.ratedOutOfFive(4) })).toBeVisible();
    await expect(own.getByText(MARKUP_REVIEW.title, { exact: true })).toBeVisible();
    await expect(own).toContainText('Fast phone <img src=x onerror=alert(1)>');
  });

  await test.step('the product page does not show the waiting review, nor count it', async () => {
    await page.goto(productPath);
    await expect(reviewsSection.getByText(REVIEW_TEXTS.noReviews)).toBeVisible();
    await expect(reviewsSection.getByTestId('review')).toHaveCount(0);
    await expect(page.getByTestId('reviews-link')).toHaveText(PRODUCT_LABELS.reviews(0));
    // Its author, signed in, is offered to edit it rather than write another.
    await expect(reviewsSection.getByRole('link', { name: REVIEW_TEXTS.editReview })).toBeVisible();
  });

  const staffContext = await browser.newContext();
  recordDialogs(staffContext, dialogs);
  const staffPage = await staffContext.newPage();
  const reviewsMenuLink = staffPage
    .getByRole('navigation')
    .getByRole('link', { name: REVIEW_ADMIN_TEXTS.page });
  const card = staffPage.getByRole('article', { name: phone.name });

  await test.step('staff find it in Pending, its words shown as typed, counted in the menu, and publish it', async () => {
    await signInAsStaff(staffPage);
    await reviewsMenuLink.click();
    await expect(staffPage.getByRole('heading', { level: 1, name: REVIEW_ADMIN_TEXTS.page })).toBeVisible();
    const pendingTab = staffPage.getByRole('tab', { name: REVIEW_ADMIN_TEXTS.statuses.pending });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByTestId('review-status')).toHaveText(REVIEW_ADMIN_TEXTS.statuses.pending);
    await expect(card.getByTestId('review-title')).toHaveText(MARKUP_REVIEW.title);
    expect(await card.getByTestId('review-text').textContent()).toBe(MARKUP_REVIEW.text);
    await expect(card.getByText(REVIEW_ADMIN_TEXTS.starsLabel(4))).toBeAttached();
    await expect(card).toContainText(shopper.email);

    // The menu counts every pending review, as the tab does: this one among them.
    const pending = Number(await staffPage.getByTestId('review-count-pending').textContent());
    expect(pending).toBeGreaterThanOrEqual(1);
    await expect(reviewsMenuLink).toContainText(REVIEW_ADMIN_TEXTS.pendingAlert(pending));
    expect(await seriousAccessibilityProblems(staffPage), 'the admin Reviews page').toEqual([]);

    await card.getByRole('button', { name: REVIEW_ADMIN_TEXTS.publish }).click();
    await expect(staffPage.getByText(REVIEW_MESSAGES.published)).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('staff answer it among the published reviews', async () => {
    await staffPage.getByRole('tab', { name: REVIEW_ADMIN_TEXTS.statuses.published }).click();
    await expect(card.getByTestId('review-status')).toHaveText(REVIEW_ADMIN_TEXTS.statuses.published);
    await card.getByRole('button', { name: REVIEW_ADMIN_TEXTS.answer }).click();
    await card.getByLabel(REVIEW_ADMIN_TEXTS.answerLabel).fill(MARKUP_ANSWER);
    await card.getByRole('button', { name: REVIEW_ADMIN_TEXTS.sendAnswer }).click();
    await expect(staffPage.getByText(REVIEW_MESSAGES.answered)).toBeVisible();
    await expect(card.getByTestId('review-answer')).toContainText(MARKUP_ANSWER);
    await expect(card.getByRole('button', { name: REVIEW_ADMIN_TEXTS.answer })).toHaveCount(0);
    await expect(staffPage.locator('img[src="x"]')).toHaveCount(0);
  });
  await staffContext.close();

  await test.step('the server sends the product page with the review escaped, in the HTML and the JSON-LD', async () => {
    const html = await (await request.get(productPath)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;Thanks');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Great');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script> and nothing broke');
  });

  await test.step('the product page shows the average, the count, the verified buyer, the day and the shop’s answer', async () => {
    await page.goto(productPath);
    await expect(page.getByTestId('reviews-link')).toHaveText(
      `${REVIEW_TEXTS.averageOutOfFive('4.0')} ${PRODUCT_LABELS.reviews(1)}`,
    );
    await expect(reviewsSection.getByTestId('review-average')).toHaveText(
      REVIEW_TEXTS.averageOutOfFive('4.0'),
    );
    await expect(reviewsSection.getByTestId('review-count')).toHaveText(PRODUCT_LABELS.reviews(1));
    await expect(
      reviewsSection.getByTestId('review-spread').getByText(REVIEW_TEXTS.spreadRow(4, 1)),
    ).toBeAttached();

    const review = reviewsSection.getByTestId('review');
    await expect(review).toHaveCount(1);
    await expect(review.getByRole('heading', { level: 3 })).toHaveText(MARKUP_REVIEW.title);
    await expect(review.getByRole('img', { name: REVIEW_TEXTS.ratedOutOfFive(4) })).toBeVisible();
    await expect(review.getByText(REVIEW_TEXTS.verifiedBuyer)).toBeVisible();
    const published = review.locator('time');
    const day = (await published.getAttribute('datetime'))!.slice(0, 10);
    expect(day).toBe(new Date().toISOString().slice(0, 10));
    await expect(published).toHaveText(formatDay(day));
    // The line break the buyer typed is kept as a line break, not lost nor turned into markup.
    expect(await review.getByText(/^Fast phone/).textContent()).toBe(MARKUP_REVIEW.text);
    const answer = review.getByTestId('review-answer');
    await expect(answer).toContainText(REVIEW_TEXTS.shopAnswer);
    await expect(answer).toContainText(MARKUP_ANSWER);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    const jsonLd = await productJsonLd(page);
    expect(Number(jsonLd.aggregateRating?.ratingValue)).toBe(4);
    expect(jsonLd.aggregateRating?.reviewCount).toBe(1);
    expect(jsonLd.review).toHaveLength(1);
    expect(jsonLd.review?.[0]).toMatchObject({
      name: MARKUP_REVIEW.title,
      reviewBody: MARKUP_REVIEW.text,
      reviewRating: { ratingValue: 4 },
    });

    await reviewsSection.scrollIntoViewIfNeeded();
    expect(await seriousAccessibilityProblems(page), 'the product page with its reviews').toEqual([]);
  });

  await test.step('a browser without JavaScript reads the review too', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    recordDialogs(noScript, dialogs);
    const plainPage = await noScript.newPage();
    await plainPage.goto(productPath);
    const review = plainPage.getByTestId('product-reviews').getByTestId('review');
    await expect(review.getByRole('heading', { level: 3 })).toHaveText(MARKUP_REVIEW.title);
    await expect(review.getByTestId('review-answer')).toContainText(MARKUP_ANSWER);
    await expect(plainPage.getByTestId('review-count')).toHaveText(PRODUCT_LABELS.reviews(1));
    await noScript.close();
  });

  expect(dialogs, 'alerts, confirms or prompts a review’s words opened').toEqual([]);
});

test('a shopper who did not buy the product reads that only buyers can review it', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  recordDialogs(page.context(), dialogs);
  const shopper = await registerCustomer(request, 'Yaw Darko');
  const listed = (await (await request.get('/api/product/list?limit=1')).json()).products as { id: number }[];
  const productId = listed[0]!.id;

  await storeToken(page, shopper.token);
  await page.goto(reviewPagePath(productId));
  await expect(page.getByRole('alert').filter({ hasText: REVIEW_MESSAGES.onlyBuyers })).toBeVisible();
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: REVIEW_TEXTS.backToProduct })).toHaveAttribute(
    'href',
    productPagePath(productId),
  );
  expect(dialogs).toEqual([]);
});
