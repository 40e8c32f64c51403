import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// Reviews by buyers (decision 0064): a buyer's words are shown on pages anyone opens, so the
// journey types markup into them and proves no page ever runs it.

/** A title and a text a script-kiddie would write: each would run, or break the page, if shown as markup. */
export const MARKUP_REVIEW = {
  title: '<script>alert(1)</script>Great',
  text: 'Fast phone <img src=x onerror=alert(1)>\nThe box said </script> and nothing broke',
};

/** Staff's answer, with markup too. */
export const MARKUP_ANSWER = '<img src=x onerror=alert(2)>Thanks';

/**
 * Records every alert, confirm or prompt any page of `context` opens: one would mean a buyer's
 * or staff's words ran as script. Each is dismissed so the page goes on; the test asserts none came.
 */
export function recordDialogs(context: BrowserContext, dialogs: string[]) {
  context.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${dialog.page()?.url() ?? 'no page'}`);
    void dialog.dismiss().catch(() => {});
  });
}

/** The product's storefront page. */
export const productPagePath = (productId: number) => `/singleProducts/${productId}`;

interface ProductJsonLd {
  aggregateRating?: { ratingValue: string | number; reviewCount: number };
  review?: { name?: string; reviewBody?: string; reviewRating: { ratingValue: number } }[];
}

/** The page's Product JSON-LD, parsed: it must be valid JSON whatever the buyers wrote. */
export async function productJsonLd(page: Page): Promise<ProductJsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((block) => JSON.parse(block) as { '@type'?: string } & ProductJsonLd);
  // A product of variants is a ProductGroup (decision 0036); this one is a Product.
  const product = parsed.find((block) => block['@type'] === 'Product' || block['@type'] === 'ProductGroup');
  expect(product, 'the product page carries a Product JSON-LD').toBeDefined();
  return product!;
}
