import type { APIRequestContext } from '@playwright/test';
import { BRANCH_TEXTS, type Branch, LISTING_LABELS, type ProductDetail } from '@shop/shared';
import { expect, test } from './fixtures';

/*
 * Where a product is in stock (docs/product/branches.md): the demo seed with its sales moves a
 * third of the units of every other variant to Kumasi Adum (spreadDemoStock), so some products
 * are held at Accra Mall and Kumasi Adum, both offering pickup.
 */

async function pickupBranch(request: APIRequestContext, name: string): Promise<Branch> {
  const { branches } = (await (await request.get('/api/branches')).json()) as { branches: Branch[] };
  const branch = branches.find((candidate) => candidate.name === name && candidate.pickup);
  expect(branch, `${name} offers pickup`).toBeDefined();
  return branch!;
}

/** A product sold one way that both Accra Mall and Kumasi Adum hold, found through the list's branch filter. */
async function productAtTwoBranches(request: APIRequestContext, kumasi: Branch): Promise<ProductDetail> {
  const list = await (await request.get(`/api/product/list?branch=${kumasi.id}&limit=100`)).json();
  for (const listed of list.products as { id: number; variants: unknown[] }[]) {
    if (listed.variants.length !== 1) continue;
    const { product } = (await (await request.get(`/api/product/${listed.id}`)).json()) as {
      product: ProductDetail;
    };
    const names = product.inStockAt?.map((branch) => branch.name) ?? [];
    if (names.includes('Accra Mall') && names.includes('Kumasi Adum')) return product;
  }
  throw new Error('the demo seed gave no product sold one way at both Accra Mall and Kumasi Adum');
}

test.describe('where it is in stock', () => {
  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test("the server's product page names the shops holding it", async ({ page, request }) => {
      const kumasi = await pickupBranch(request, 'Kumasi Adum');
      const product = await productAtTwoBranches(request, kumasi);
      await page.goto(`/singleProducts/${product.id}`);
      await expect(page.getByTestId('where-in-stock')).toHaveText(
        BRANCH_TEXTS.inStockAt(product.inStockAt!.map((branch) => branch.name)),
      );
      await expect(page.getByTestId('where-in-stock')).toContainText('Accra Mall and Kumasi Adum');
    });

    test('the server\'s list shows "Available at" with the branch the URL names chosen', async ({
      page,
      request,
    }) => {
      const kumasi = await pickupBranch(request, 'Kumasi Adum');
      await page.goto(`/new_products?branch=${kumasi.id}`);
      // Without JavaScript the filters panel stays folded as the server sent it: read its HTML.
      const radio = (name: string) => page.getByRole('radio', { name, includeHidden: true });
      await expect(radio('Kumasi Adum')).toBeChecked();
      await expect(radio('Accra Mall')).not.toBeChecked();
      await expect(radio('Takoradi Market Circle')).toHaveCount(0);
      const listed = await (await request.get(`/api/product/list?branch=${kumasi.id}&limit=24`)).json();
      await expect(page.getByTestId('result-count')).toHaveText(LISTING_LABELS.resultCount(listed.total));
    });
  });

  test('choosing a shop in the filters lists what it holds and keeps it in the URL', async ({
    page,
    request,
  }) => {
    const kumasi = await pickupBranch(request, 'Kumasi Adum');
    const product = await productAtTwoBranches(request, kumasi);
    await page.goto('/new_products');
    await page
      .locator('summary')
      .filter({ hasText: new RegExp(`^${BRANCH_TEXTS.availableAt}`) })
      .click();
    const group = page.getByRole('group', { name: BRANCH_TEXTS.availableAt });
    await group.getByText('Kumasi Adum', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]branch=${kumasi.id}(&|$)`));
    await expect(group.getByRole('radio', { name: 'Kumasi Adum' })).toBeChecked();
    const listed = await (await request.get(`/api/product/list?branch=${kumasi.id}&limit=24`)).json();
    await expect(page.getByRole('link', { name: listed.products[0].name }).first()).toBeVisible();

    await page.goto(`/singleProducts/${product.id}`);
    await expect(page.getByTestId('where-in-stock')).toContainText('Accra Mall and Kumasi Adum');
  });
});
