import { DISCOUNT_TEXTS, formatGhs, type Product } from '@shop/shared';
import { VARIANT_LABELS } from '@shop/shared/variant-labels';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toProductCard } from '../../../api/products/product-cards';
import { makeProduct, renderWithProviders } from '../../../test/render';
import { sampleVariantProduct } from '../../../test/render-route';
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

  it('says "from" the lowest price when the variants differ in price, and shows the colours', async () => {
    const product = sampleVariantProduct() as Product;
    renderWithProviders(<ProductCard product={product} />);
    const card = await screen.findByRole('link');
    expect(within(card).getByText(VARIANT_LABELS.fromPrice('GHS 1,450.00'))).toBeInTheDocument();
    expect(card).toHaveAccessibleName(
      expect.stringContaining(VARIANT_LABELS.colours(['Black', 'Blue', 'Yellow'])),
    );
    expect(within(card).getByTestId('colour-swatches').querySelectorAll('[title]')).toHaveLength(3);
  });

  it('shows the price alone when every variant costs the same, and no swatches without colours', async () => {
    const product = sampleVariantProduct() as Product;
    const samePrice = {
      ...product,
      options: product.options.filter((option) => option.name === 'Storage'),
      variants: product.variants.map((variant) => ({ ...variant, price: 1450 })),
    };
    renderWithProviders(<ProductCard product={samePrice} />);
    const card = await screen.findByRole('link');
    expect(within(card).getByText('GHS 1,450.00')).toBeInTheDocument();
    expect(within(card).queryByText(/from/)).not.toBeInTheDocument();
    expect(within(card).queryByTestId('colour-swatches')).not.toBeInTheDocument();
  });

  it("shows the same from a product's card (what the strips keep in the page data) as from the whole product", async () => {
    const product = sampleVariantProduct() as Product;
    const whole = renderWithProviders(<ProductCard product={product} />);
    const fromWhole = (await screen.findByRole('link')).outerHTML;
    whole.unmount();
    renderWithProviders(<ProductCard product={toProductCard(product)} />);
    expect((await screen.findByRole('link')).outerHTML).toBe(fromWhole);
    const card = toProductCard(product);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(product).length / 2);
    expect(card.image).toEqual(product.image.slice(0, 1));
  });

  it('shows a sale: the price now, the regular price struck through and the saving, from a card as from the product', async () => {
    const product = makeProduct({ price: 1450, regularPrice: 1750, saleEndsAt: '2026-12-01T00:00:00.000Z' });
    const whole = renderWithProviders(<ProductCard product={product} />);
    const card = await screen.findByRole('link');
    expect(within(card).getByText('GHS 1,450.00')).toBeInTheDocument();
    expect(within(card).getByTestId('regular-price')).toHaveTextContent('GHS 1,750.00');
    expect(within(card).getByText(DISCOUNT_TEXTS.save('GHS 300.00'))).toBeInTheDocument();
    const fromWhole = card.outerHTML;
    whole.unmount();
    renderWithProviders(<ProductCard product={toProductCard(product)} />);
    expect((await screen.findByRole('link')).outerHTML).toBe(fromWhole);
  });

  it('keeps no regular price in a card of a product off sale, and strikes nothing', async () => {
    const product = makeProduct({ price: 1450, regularPrice: 1450, saleEndsAt: null });
    expect(toProductCard(product)).not.toHaveProperty('regularPrice');
    renderWithProviders(<ProductCard product={toProductCard(product)} />);
    const card = await screen.findByRole('link');
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/Save/)).not.toBeInTheDocument();
  });
});
