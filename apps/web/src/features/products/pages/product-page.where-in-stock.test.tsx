import { BRANCH_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute, sampleProduct, sampleVariantProduct } from '../../../test/render-route';
import { whereInStockText } from '../where-in-stock';
import ProductPage from './product-page';

const ACCRA = { id: 1, name: 'Accra Mall', city: 'Accra' };
const KUMASI = { id: 2, name: 'Kumasi Adum', city: 'Kumasi' };
const CAPE_COAST = { id: 4, name: 'Cape Coast Castle Road', city: 'Cape Coast' };

/** Which pickup branches hold each variant: 256GB Black only at the delivery branch (no pickup). */
const HELD_AT: Record<string, number[]> = {
  'variant-128-black': [1, 2],
  'variant-128-blue': [1],
  'variant-256-black': [],
  'variant-256-blue': [2],
  'variant-256-yellow': [],
};

const phone = (() => {
  const product = sampleVariantProduct();
  return {
    ...product,
    inStockAt: [ACCRA, KUMASI],
    variants: product.variants.map((variant) => ({ ...variant, inStockAtBranchIds: HELD_AT[variant._id] })),
  };
})();

function openProduct(at: string, product: unknown = phone) {
  fakeApi({
    'GET /api/product/12': { body: { success: true, product } },
    'GET /api/product/list': { body: { success: true, products: [] } },
  });
  return renderRoute(<ProductPage />, { path: '/singleProducts/:productId', at });
}

const line = () => screen.queryByTestId('where-in-stock');
const radio = (group: string, name: string | RegExp) =>
  within(screen.getByRole('radiogroup', { name: new RegExp(`^${group}:`) })).getByRole('radio', { name });

describe('where the product is in stock, on its page', () => {
  it('names the pickup branches holding the chosen variant, and follows the choice', async () => {
    const user = userEvent.setup();
    openProduct('/singleProducts/12?storage=128GB&colour=Black');
    await screen.findByTestId('product-price');
    expect(line()).toHaveTextContent('In stock at Accra Mall and Kumasi Adum');

    await user.click(radio('Colour', 'Blue'));
    expect(line()).toHaveTextContent('In stock at Accra Mall');
    await user.click(radio('Storage', '256GB'));
    expect(line()).toHaveTextContent('In stock at Kumasi Adum');
    // In stock, but no pickup branch holds it.
    await user.click(radio('Colour', 'Black'));
    expect(line()).toHaveTextContent(BRANCH_TEXTS.deliveryOnly);
    // Sold out: "Out of stock" says it all, no line beside it.
    await user.click(radio('Colour', /Yellow/));
    expect(line()).toBeNull();
  });

  it('names every branch of a product sold one way, as English lists them', async () => {
    const speaker = sampleProduct({ id: 12, _id: 'product-12', inStockAt: [ACCRA, KUMASI, CAPE_COAST] });
    openProduct('/singleProducts/12', {
      ...speaker,
      variants: speaker.variants.map((variant) => ({ ...variant, inStockAtBranchIds: [1, 2, 4] })),
    });
    await screen.findByTestId('product-price');
    expect(line()).toHaveTextContent('In stock at Accra Mall, Kumasi Adum and Cape Coast Castle Road');
  });

  it('says nothing where the answer does not say (an older copy of the page)', async () => {
    openProduct('/singleProducts/12', sampleProduct({ id: 12, _id: 'product-12' }));
    await screen.findByTestId('product-price');
    expect(line()).toBeNull();
  });
});

describe('the where-in-stock text', () => {
  it('joins names as English does', () => {
    expect(BRANCH_TEXTS.inStockAt(['Accra Mall'])).toBe('In stock at Accra Mall');
    expect(BRANCH_TEXTS.inStockAt(['A', 'B'])).toBe('In stock at A and B');
    expect(BRANCH_TEXTS.inStockAt(['A', 'B', 'C'])).toBe('In stock at A, B and C');
  });

  it('is "Delivery only" for a product in stock at no pickup branch, nothing when sold out', () => {
    const speaker = sampleProduct({ inStockAt: [] });
    expect(whereInStockText(speaker, undefined)).toBe(BRANCH_TEXTS.deliveryOnly);
    expect(whereInStockText({ ...speaker, stock: 0 }, undefined)).toBeUndefined();
  });
});
