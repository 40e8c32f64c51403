import { formatGhs } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the price as GHS with thousands separators and 2 decimals', async () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 1234 })} />);
    expect(await screen.findByText('GHS 1,234.00')).toBeInTheDocument();
    expect(formatGhs(17499.5)).toBe('GHS 17,499.50');
    expect(formatGhs(0)).toBe('GHS 0.00');
  });

  it('links to the product page, with alt, size and lazy loading on its image', async () => {
    const product = makeProduct({ id: 42, name: 'Oraimo FreePods 4 Wireless Earbuds' });
    renderWithProviders(<ProductCard product={product} />);
    expect(await screen.findByRole('link')).toHaveAttribute('href', '/singleProducts/42');
    const image = screen.getByRole('img', { name: product.name });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });
});
