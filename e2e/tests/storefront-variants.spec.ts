import { CART_MESSAGES, formatGhs, PRODUCT_LABELS, variantDisplayName } from '@shop/shared';
import { registerCustomer } from '../support/api';
import { cartLine } from './customer-helpers';
import { expect, test } from './fixtures';
import { storeToken, toast } from './storefront-helpers';
import { createVariantPhone } from './variant-helpers';

/** A picture's source as the page asks for it: sized copies keep the source's path inside theirs. */
const sourcePath = (url: string) => url.replace(/^\//, '').replace(/\.[a-z]+$/, '');

test.describe('a product with variants, with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the variant its URL names, with its price, and the JSON-LD lists every offer', async ({
    page,
    request,
  }) => {
    const phone = await createVariantPhone(request);
    await page.goto(`/singleProducts/${phone.id}?storage=256GB&colour=Blue`);
    await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(1849));
    await expect(page.getByRole('radio', { name: '256GB', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Blue', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText(PRODUCT_LABELS.onlyLeft(2), { exact: true })).toBeVisible();
    const picture = page.getByRole('img', { name: phone.name }).first();
    await expect(picture).toHaveAttribute('src', new RegExp(sourcePath(phone.blue)));

    // Without scripts a value is a link to its variant's page, rendered by the server.
    await page.getByRole('radio', { name: 'Black', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/singleProducts/${phone.id}\\?storage=256GB&colour=Black$`));
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(1799));

    const html = await (await request.get(`/singleProducts/${phone.id}`)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd['@type']).toBe('ProductGroup');
    expect(jsonLd.offers).toMatchObject({ lowPrice: '1450.00', highPrice: '1849.00', priceCurrency: 'GHS' });
    expect(
      jsonLd.hasVariant.map((variant: { offers: { price: string; availability: string } }) => [
        variant.offers.price,
        variant.offers.availability,
      ]),
    ).toEqual([
      ['1450.00', 'https://schema.org/InStock'],
      ['1450.00', 'https://schema.org/OutOfStock'],
      ['1799.00', 'https://schema.org/InStock'],
      ['1849.00', 'https://schema.org/InStock'],
    ]);
  });
});

test.describe('a product with variants, in the browser', () => {
  test('picking a size and a colour changes price, stock, pictures and URL; Add To Cart adds that variant', async ({
    page,
  }) => {
    const phone = await createVariantPhone(page.request);
    const { token } = await registerCustomer(page.request);
    await storeToken(page, token);
    await page.goto(`/singleProducts/${phone.id}`);
    const price = page.getByTestId('product-price');
    const picture = page.getByRole('img', { name: phone.name }).first();
    await expect(price).toHaveText(formatGhs(1450));
    await expect(page.getByRole('radio', { name: '128GB', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Black', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByRole('radio', { name: '256GB', exact: true }).click();
    await expect(price).toHaveText(formatGhs(1799));
    await expect(page).toHaveURL(/\?storage=256GB&colour=Black$/);
    await expect(page.getByText(PRODUCT_LABELS.inStock, { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Blue', exact: true }).click();
    await expect(price).toHaveText(formatGhs(1849));
    await expect(page).toHaveURL(/\?storage=256GB&colour=Blue$/);
    await expect(page.getByText(PRODUCT_LABELS.onlyLeft(2), { exact: true })).toBeVisible();
    await expect(picture).toHaveAttribute('src', new RegExp(sourcePath(phone.blue)));

    await page.getByRole('main').getByRole('button', { name: PRODUCT_LABELS.addToCart }).click();
    await expect(toast(page, CART_MESSAGES.productAdded)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/cart');
    const line = cartLine(page, variantDisplayName(phone.name, { Storage: '256GB', Colour: 'Blue' }));
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('unit-price')).toHaveText(formatGhs(1849));
  });

  test('a sold-out value is marked, and its variant cannot be added', async ({ page }) => {
    const phone = await createVariantPhone(page.request);
    await page.goto(`/singleProducts/${phone.id}?storage=128GB&colour=Black`);
    const blue = page.getByRole('radio', { name: `Blue ${PRODUCT_LABELS.outOfStock}`, exact: true });
    await expect(blue).toBeVisible();
    await blue.click();
    await expect(page).toHaveURL(/\?storage=128GB&colour=Blue$/);
    // Out of stock stands where Add To Cart was (decision 0050): nothing to tap.
    await expect(
      page.getByTestId('buy-bar').getByText(PRODUCT_LABELS.outOfStock, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: PRODUCT_LABELS.addToCart })).toHaveCount(
      0,
    );
    // The arrow keys move the choice within a group, as in any radio group.
    // At 128GB Blue, 128GB itself leads to a sold-out variant: its name says so.
    await page.getByRole('radio', { name: `128GB ${PRODUCT_LABELS.outOfStock}`, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?storage=256GB&colour=Blue$/);
    await expect(page.getByRole('radio', { name: '256GB', exact: true })).toBeFocused();
    await expect(
      page.getByRole('main').getByRole('button', { name: PRODUCT_LABELS.addToCart }),
    ).toBeEnabled();
  });
});
