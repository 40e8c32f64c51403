import { PRODUCT_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductGallery } from './product-gallery';

const images = ['/p/1.svg', '/p/2.svg', '/p/3.svg'];

describe('ProductGallery', () => {
  it('loads the main image first, at its size, and the thumbnails lazily', async () => {
    renderWithProviders(<ProductGallery images={images} name="Samsung Galaxy A15" />);
    const main = await screen.findByRole('img', { name: 'Samsung Galaxy A15' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '800');
    expect(main).toHaveClass('aspect-square', 'w-full');
    const thumbnails = screen.getAllByRole('button').map((button) => button.querySelector('img')!);
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('width');
      expect(thumbnail).toHaveAttribute('height');
    }
  });

  it('switches the main image in the same box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductGallery images={images} name="Samsung Galaxy A15" />);
    await user.click(screen.getByRole('button', { name: PRODUCT_LABELS.showImage(2) }));
    const main = screen.getByRole('img', { name: 'Samsung Galaxy A15' });
    expect(main).toHaveAttribute('src', '/p/2.svg');
    expect(main).toHaveClass('aspect-square', 'w-full');
  });
});
