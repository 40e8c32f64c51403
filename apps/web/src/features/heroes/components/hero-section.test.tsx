import { CATALOG_MESSAGES } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { HeroSection } from './hero-section';

describe('HeroSection', () => {
  it('says "No heroes available." when there are none', async () => {
    mockFetch(() => ({ body: { success: true, heroes: [] } }));
    renderWithProviders(<HeroSection variant="carousel" label="Featured offers" start={0} end={12} />);
    expect(await screen.findByText(CATALOG_MESSAGES.noHeroes)).toBeInTheDocument();
  });

  it('shows heroes 3 to 5 for the second carousel', async () => {
    const heroes = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      image: [`/h/${id}.svg`],
      title: `Offer ${id}`,
      link: '/products',
      cta: 'Learn More',
    }));
    mockFetch(() => ({ body: { success: true, heroes } }));
    renderWithProviders(<HeroSection variant="carousel" label="More" start={2} end={5} />);
    const images = await screen.findAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Offer 3', 'Offer 4', 'Offer 5']);
  });
});
