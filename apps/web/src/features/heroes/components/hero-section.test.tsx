import { CAROUSEL_LABELS, CATALOGUE_MESSAGES } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { HeroSection } from './hero-section';

describe('HeroSection', () => {
  it('says "No heroes available." when there are none', async () => {
    mockFetch(() => ({ body: { success: true, heroes: [] } }));
    renderWithProviders(<HeroSection variant="carousel" label="Featured offers" start={0} end={12} />);
    expect(await screen.findByText(CATALOGUE_MESSAGES.noHeroes)).toBeInTheDocument();
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
    const slides = await screen.findAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3].map((slide) => CAROUSEL_LABELS.slide(slide, 3)),
    );
    expect(
      slides.map((slide) => within(slide).getByRole('img', { hidden: true }).getAttribute('alt')),
    ).toEqual(['Offer 3', 'Offer 4', 'Offer 5']);
    // Each "Learn More" names its slide, for a screen reader's list of links and for search engines.
    expect(screen.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(
      ['Offer 3', 'Offer 4', 'Offer 5'].map((title) => `${title}: Learn More`),
    );
  });

  it("holds the carousel's picture box and one control per slide while the heroes load", async () => {
    const heroes = [1, 2, 3].map((id) => ({
      id,
      image: [`/h/${id}.svg`],
      title: `Offer ${id}`,
      link: '/products',
      cta: 'Learn More',
    }));
    mockFetch(() => ({ body: { success: true, heroes } }));
    renderWithProviders(<HeroSection variant="carousel" label="Featured" start={0} end={3} eagerFirst />);
    const placeholder = screen.getByTestId('hero-placeholder');
    const box = placeholder.firstElementChild as HTMLElement;
    expect(box).toHaveClass('aspect-[4/3]', 'sm:aspect-[8/3]', 'w-full');
    // The play button (44 px) and three dots (24 px wide on a phone), as the loaded carousel has.
    expect(placeholder.querySelectorAll('.h-11.w-11')).toHaveLength(1);
    expect(placeholder.querySelectorAll('.h-11.w-6')).toHaveLength(3);

    const images = await screen.findAllByRole('img', { hidden: true });
    expect(screen.queryByTestId('hero-placeholder')).not.toBeInTheDocument();
    expect(images[0]).toHaveClass('aspect-[4/3]', 'sm:aspect-[8/3]', 'w-full');
    expect(screen.getAllByRole('button', { name: /slide|play|pause/i }).length).toBeGreaterThanOrEqual(4);
  });

  it('loads the first slide at once and at its size, the hidden slides when the carousel needs them', async () => {
    const heroes = [1, 2, 3].map((id) => ({
      id,
      image: [`/h/${id}.svg`],
      title: `Offer ${id}`,
      link: '/products',
      cta: 'Learn More',
    }));
    mockFetch(() => ({ body: { success: true, heroes } }));
    renderWithProviders(<HeroSection variant="carousel" label="Featured" start={0} end={3} eagerFirst />);
    const [first, ...rest] = await screen.findAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width');
    expect(first).toHaveAttribute('height');
    // A hidden slide holds a waiting pixel until the carousel asks for its picture (hero-carousel.test.tsx).
    for (const image of rest) expect(image.getAttribute('src')).toMatch(/^data:image\/gif/);
  });

  it("holds the strip's heading and one banner box per hero while they load", () => {
    mockFetch(() => ({ body: { success: true, heroes: [] } }));
    renderWithProviders(<HeroSection variant="strip" label="Deals" start={5} end={8} />);
    const placeholder = screen.getByTestId('hero-placeholder');
    expect(placeholder.querySelectorAll('.aspect-\\[8\\/3\\]')).toHaveLength(3);
  });
});
