import { PRODUCT_LABELS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, mockFetch, renderWithProviders } from '../../../test/render';
import { TWO_LINE_NAME_CLASS } from './product-card';
import { RelatedProducts } from './related-products';

describe('RelatedProducts', () => {
  it('shows each name on up to two lines, not cut to ten characters', async () => {
    const related = makeProduct({ id: 7, name: 'Apple iPhone 15 Pro Max 256GB' });
    mockFetch(() => ({ body: { success: true, products: [related], total: 1, page: 1, limit: 5 } }));
    renderWithProviders(<RelatedProducts product={makeProduct({ id: 1 })} />);
    const list = await screen.findByRole('list', { name: PRODUCT_LABELS.related });
    const name = within(list).getByText('Apple iPhone 15 Pro Max 256GB');
    expect(name.className).toContain(TWO_LINE_NAME_CLASS);
    expect(within(list).queryByText('Apple iPho...')).toBeNull();
  });
});
