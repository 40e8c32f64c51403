import {
  CART_BADGE_LABEL,
  CART_LABELS,
  CART_MESSAGES,
  formatGhs,
  HOME_HEADINGS,
  LISTING_LABELS,
  OFFLINE_CART_TEXT,
  OFFLINE_PAGE_TEXT,
  PAY_ON_DELIVERY_ABSENT_TEXT,
  PRODUCT_LABELS,
  SEARCH_LABELS,
  SEARCH_RESULTS_TEXT,
} from '@shop/shared';
import { registerCustomer } from '../support/api';
import type { StockedProduct } from './customer-helpers';
import { expect, test, unansweredLoad } from './fixtures';
import { waitForOfflineCopy } from './offline-helpers';
import { POD_CITY } from './pay-on-delivery-helpers';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';
import { storeToken } from './storefront-helpers';
import { createVariantPhone } from './variant-helpers';

// A shopper's phone: the search's Go key, the product page, the empty and the offline cart.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('Enter in the search opens the results page at /products?q=, server-rendered; sort and filters keep the words', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: SEARCH_LABELS.label });
  // A typo, as a thumb makes it: the results page forgives it as the suggestions do.
  await search.fill('samsng');
  await expect(page.getByRole('option', { name: SEARCH_RESULTS_TEXT.seeAll('samsng') })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=samsng$/);
  const heading = page.getByRole('heading', { level: 1, name: SEARCH_RESULTS_TEXT.heading('samsng') });
  await expect(heading).toBeVisible();
  await expect(search).not.toBeFocused();
  const cards = page.getByRole('main').getByRole('list', { name: SEARCH_RESULTS_TEXT.heading('samsng') });
  await expect(cards.getByRole('link').first()).toContainText(/samsung/i);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByLabel(LISTING_LABELS.sort).selectOption('price_desc');
  await expect(page).toHaveURL(/\/products\?q=samsng&sort=price_desc$/);
  await page.getByText(LISTING_LABELS.filters, { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Phone', exact: true }).check();
  await expect(page).toHaveURL(/\/products\?q=samsng&category=Phone&sort=price_desc$/);
  await expect(heading).toBeVisible();

  // The server renders the results, as it does the other listings.
  const html = await (await request.get('/products?q=samsng')).text();
  expect(html).toContain(SEARCH_RESULTS_TEXT.heading('samsng').replaceAll('"', '&quot;'));
  expect(html).toMatch(/Samsung/);
});

test('"See all results" ends the suggestions; a tapped suggestion takes the keyboard down', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: SEARCH_LABELS.label });
  await search.fill('galaxy');
  await page.getByRole('option', { name: SEARCH_RESULTS_TEXT.seeAll('galaxy') }).tap();
  await expect(page).toHaveURL(/\/products\?q=galaxy$/);

  await search.fill('galaxy');
  await page.getByRole('listbox', { name: SEARCH_LABELS.results }).getByRole('option').first().tap();
  await expect(page).toHaveURL(/\/singleProducts\/\d+$/);
  await expect(search).not.toBeFocused();
});

test('product page details at 360 px: stock by the price, "Out of stock" for a sold-out choice, related names on two lines', async ({
  page,
  request,
}) => {
  const phone = await createVariantPhone(request);
  await page.goto(`/singleProducts/${phone.id}?storage=256GB&colour=Blue`);
  const price = page.getByTestId('product-price');
  const left = page.getByText(PRODUCT_LABELS.onlyLeft(2), { exact: true });
  await expect(left).toBeVisible();
  // Right under the price: no more than a line's gap between them.
  const priceBox = (await price.boundingBox())!;
  const leftBox = (await left.boundingBox())!;
  expect(leftBox.y - (priceBox.y + priceBox.height)).toBeLessThan(24);

  await page.goto(`/singleProducts/${phone.id}?storage=128GB&colour=Blue`);
  const buyBar = page.getByTestId('buy-bar');
  await expect(buyBar.getByText(PRODUCT_LABELS.outOfStock, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: PRODUCT_LABELS.addToCart })).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  const related = page.getByRole('list', { name: PRODUCT_LABELS.related });
  await expect(related.getByRole('link').first()).toBeVisible();
  for (const card of await related.getByRole('link').all()) {
    const name = (await card.getByRole('img').getAttribute('alt')) ?? '';
    // Ten characters and "..." said "Apple iPho...": the name is whole up to 60 characters.
    if (name.length <= 60) await expect(card).toContainText(name);
    const lines = await card.locator('.line-clamp-2').evaluate((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2);
  }
});

test("the home carousel's dots fit one line at 360 px, and an empty cart has no badge", async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: HOME_HEADINGS.heroCarousel });
  const dots = carousel.getByRole('button', { name: /^Go to / });
  expect(await dots.count()).toBe(12);
  const tops = new Set<number>();
  for (const dot of await dots.all()) tops.add(Math.round((await dot.boundingBox())!.y));
  expect([...tops]).toHaveLength(1);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: CART_BADGE_LABEL(0) })).toBeVisible();
  await expect(header.getByTestId('cart-count')).toHaveCount(0);
  await expect(header.getByText('Items', { exact: true })).toHaveCount(0);
});

test('an empty cart offers the shop, not a city or a checkout at GHS 0.00', async ({ page, request }) => {
  const { token } = await registerCustomer(request);
  await storeToken(page, token);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByText(CART_MESSAGES.empty)).toBeVisible();
  await expect(main.getByRole('link', { name: CART_LABELS.continueShopping })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(main.getByLabel(CART_LABELS.city)).toHaveCount(0);
  await expect(main.getByRole('button', { name: CART_LABELS.proceed })).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});

test.describe("with the shop's service worker", () => {
  // The worker answers /cart offline with the app (decision 0047 keeps no copy of the cart).
  test.use({ serviceWorkers: 'allow' });

  test('offline, the cart says the phone is offline instead of "Failed to load products"', async ({
    page,
    context,
    request,
    pageGuard,
  }) => {
    pageGuard.allowConsoleError(unansweredLoad);
    const { token } = await registerCustomer(request);
    await storeToken(page, token);
    await page.goto('/');
    await waitForOfflineCopy(page);
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main.getByText(CART_MESSAGES.empty)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(main.getByText(OFFLINE_CART_TEXT.productsOffline)).toBeVisible();
    await expect(main.getByText(CART_MESSAGES.productsFailed)).toHaveCount(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await context.setOffline(false);
    await expect(main.getByText(CART_MESSAGES.empty)).toBeVisible();
  });

  test('offline, the products viewed are listed with their pictures, the first one too', async ({
    page,
    context,
    request,
    pageGuard,
  }) => {
    pageGuard.allowConsoleError(unansweredLoad);
    const listed = (await (await request.get('/api/product/list?limit=30')).json()).products as {
      id: number;
      image: string[];
    }[];
    const viewed = listed.filter((product) => product.image.length > 0).slice(0, 3);
    // The first is opened before the worker controls the page, as on a first visit.
    for (const product of viewed) {
      await page.goto(`/singleProducts/${product.id}`);
      await waitForOfflineCopy(page);
    }
    const kept = (image: string) =>
      page.evaluate(async (path) => Boolean(await caches.match(path, { cacheName: 'images' })), image);
    for (const product of viewed) {
      await expect.poll(() => kept(`/images/sized/320${product.image[0]}`)).toBe(true);
    }

    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_TEXT.heading })).toBeVisible();
    const pictures = page.getByRole('main').getByRole('listitem').locator('img');
    await expect(pictures).toHaveCount(3);
    await expect
      .poll(() =>
        pictures.evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(3);
    await expect(page.getByTestId('picture-placeholder')).toHaveCount(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});

test("pay on delivery gone above the limit says why, with the limit from the shop's settings", async ({
  page,
  request,
}) => {
  const { token } = await registerCustomer(request);
  const headers = { Authorization: `Bearer ${token}` };
  const config = await (await request.get('/api/payments/config')).json();
  const limit: number = config.payOnDelivery.maxOrderTotal;
  const listed = (await (await request.get('/api/product/list?limit=100')).json())
    .products as StockedProduct[];
  const dear = listed.find((product) => product.stock > 2 && product.price > limit);
  expect(dear, `a product over ${formatGhs(limit)}`).toBeDefined();
  const added = await request.post('/api/cart/add', { headers, data: { productId: dear!._id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const fees = (await (await request.get('/api/delivery-fees/')).json()) as { city: string; fee: number }[];
  const fee = fees.find((entry) => entry.city === POD_CITY)!.fee;

  await storeToken(page, token);
  await page.goto(`/order?city=${POD_CITY}`);
  const total = Math.round((dear!.price + fee) * 100) / 100;
  await expect(page.getByTestId('pay-on-delivery-absent')).toHaveText(
    PAY_ON_DELIVERY_ABSENT_TEXT.overLimit(formatGhs(limit), formatGhs(total)),
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
