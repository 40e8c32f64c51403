import { CART_MESSAGES, CATALOGUE_MESSAGES, LISTING_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, mockFetch, renderWithProviders } from '../../../test/render';
import { ProductStrip } from './product-strip';

const ACCESSORIES = { category: ['Accessories'], limit: 8 };

describe('ProductStrip', () => {
  it('asks only for what it shows: the category and a limit', async () => {
    const requests = mockFetch(() => ({
      body: { success: true, products: [makeProduct()], total: 1, page: 1, limit: 8 },
    }));
    renderWithProviders(<ProductStrip id="strip" heading="Accessories" parameters={ACCESSORIES} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/product/list?category=Accessories&limit=8');
  });

  it('says "No products available." when the answer is empty', async () => {
    mockFetch(() => ({ body: { success: true, products: [], total: 0, page: 1, limit: 8 } }));
    renderWithProviders(<ProductStrip id="strip" heading="Accessories" parameters={ACCESSORIES} />);
    expect(await screen.findByText(CATALOGUE_MESSAGES.noProducts)).toBeInTheDocument();
  });

  it('shows the failure text with a Retry that asks again', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
        : {
            body: {
              success: true,
              products: [makeProduct({ name: 'JBL Go 4' })],
              total: 1,
              page: 1,
              limit: 8,
            },
          };
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductStrip id="strip" heading="Accessories" parameters={ACCESSORIES} />);
    expect(await screen.findByText(CART_MESSAGES.productsFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LISTING_LABELS.retry }));
    expect(await screen.findByText('JBL Go 4')).toBeInTheDocument();
  });

  it("shows placeholder cards of the loaded card's size while the products load", async () => {
    mockFetch(() => ({
      body: { success: true, products: [makeProduct()], total: 1, page: 1, limit: 8 },
    }));
    renderWithProviders(<ProductStrip id="strip" heading="Accessories" parameters={ACCESSORIES} />);
    const placeholders = screen.getAllByTestId('product-card-placeholder');
    expect(placeholders).toHaveLength(8);
    const placeholder = placeholders[0]!;
    const placeholderGrid = placeholder.parentElement!.className;
    const [placeholderImage, placeholderText] = Array.from(placeholder.children) as HTMLElement[];
    const placeholderName = placeholderText!.firstElementChild as HTMLElement;

    const card = (await screen.findByRole('link', { name: /Product/ })) as HTMLElement;
    const image = card.querySelector('img')!;
    const text = image.nextElementSibling as HTMLElement;
    const name = text.firstElementChild as HTMLElement;
    expect(card.closest('ul')!.className).toBe(placeholderGrid);
    for (const token of ['flex', 'h-full', 'flex-col', 'rounded-lg', 'border']) {
      expect(card).toHaveClass(token);
      expect(placeholder).toHaveClass(token);
    }
    expect(image).toHaveClass('aspect-square', 'w-full');
    expect(placeholderImage).toHaveClass('aspect-square', 'w-full');
    expect(text.className).toBe(placeholderText!.className);
    // The name keeps the same height in both (three lines of small text).
    expect(name).toHaveClass('min-h-15');
    expect(placeholderName).toHaveClass('min-h-15');
  });
});
