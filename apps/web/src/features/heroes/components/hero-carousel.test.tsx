import { CAROUSEL_INTERVAL_MS, CAROUSEL_LABELS, type Hero } from '@shop/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { HeroCarousel } from './hero-carousel';

const heroes: Hero[] = [1, 2, 3, 4].map((id) => ({
  id,
  image: [`/images/demo/hero/${id}/1.svg`],
  title: `Offer ${id}`,
  link: '/products',
  cta: 'Shop Now',
}));

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function renderCarousel() {
  renderWithProviders(<HeroCarousel heroes={heroes} label="Featured offers" eagerFirst />);
  await advance(0);
  return screen.getByRole('region', { name: 'Featured offers' });
}

describe('HeroCarousel', () => {
  it('advances every 5000 ms and wraps around', async () => {
    await renderCarousel();
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
    await advance(CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
    await advance(1);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));
    // One interval at a time: each slide change schedules the next one when it renders.
    for (let step = 0; step < 3; step += 1) await advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
  });

  it('moves with previous, next and the dots', async () => {
    const carousel = await renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.previous }));
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(4, 4));
    fireEvent.click(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.next }));
    fireEvent.click(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.next }));
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));
    const third = within(carousel).getByRole('button', { name: CAROUSEL_LABELS.goTo(3) });
    fireEvent.click(third);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(3, 4));
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered and while focus is inside', async () => {
    const carousel = await renderCarousel();
    fireEvent.mouseEnter(carousel);
    await advance(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
    fireEvent.mouseLeave(carousel);
    await advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));

    fireEvent.focus(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.next }));
    await advance(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));
    fireEvent.blur(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.next }), {
      relatedTarget: document.body,
    });
    await advance(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(3, 4));
  });

  it('stops and plays with the pause button', async () => {
    const carousel = await renderCarousel();
    fireEvent.click(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.pause }));
    fireEvent.blur(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.play }), {
      relatedTarget: document.body,
    });
    await advance(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
  });

  it('follows a swipe left and right', async () => {
    await renderCarousel();
    const track = currentSlide()!.parentElement!.parentElement!;
    fireEvent.touchStart(track, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 100, clientY: 110 }] });
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 300, clientY: 100 }] });
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
    // A mostly vertical movement is a scroll, not a swipe.
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 160, clientY: 400 }] });
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(1, 4));
  });

  it("asks for a slide's picture only when the carousel comes near it, each with alt and size", async () => {
    const carousel = await renderCarousel();
    const picture = (alt: string) => screen.getByRole('img', { name: alt, hidden: true });
    const asked = () =>
      screen
        .getAllByRole('img', { hidden: true })
        .filter((image) => !image.getAttribute('src')?.startsWith('data:'))
        .map((image) => image.getAttribute('alt'));
    expect(asked()).toEqual(['Offer 1']);
    expect(picture('Offer 1')).toHaveAttribute('loading', 'eager');
    expect(picture('Offer 1')).toHaveAttribute('fetchpriority', 'high');
    expect(picture('Offer 1')).toHaveAttribute('srcset');
    expect(picture('Offer 2')).not.toHaveAttribute('srcset');

    // The waiting pixel loading is not the slide's picture.
    fireEvent.load(picture('Offer 2'));
    await advance(2000);
    expect(asked()).toEqual(['Offer 1']);

    // Once the picture shown has loaded and the browser is idle: both neighbours, for next and previous.
    fireEvent.load(picture('Offer 1'));
    await advance(2000);
    expect(asked()).toEqual(['Offer 1', 'Offer 2', 'Offer 4']);
    for (const image of screen.getAllByRole('img', { hidden: true })) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '600');
    }

    // A slide the shopper jumps to is asked for at once.
    fireEvent.click(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.goTo(3) }));
    expect(asked()).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 4']);
  });

  it('asks for the next picture as the carousel moves on by itself', async () => {
    await renderCarousel();
    const picture = (alt: string) => screen.getByRole('img', { name: alt, hidden: true });
    fireEvent.load(picture('Offer 1'));
    await advance(2000);
    expect(picture('Offer 3')).not.toHaveAttribute('srcset');
    await advance(CAROUSEL_INTERVAL_MS - 2000);
    expect(currentSlide()).toHaveAttribute('aria-label', CAROUSEL_LABELS.slide(2, 4));
    fireEvent.load(picture('Offer 2'));
    await advance(2000);
    expect(picture('Offer 3')).toHaveAttribute('srcset');
  });

  it('leaves the first picture of a carousel below the first screen to load lazily', async () => {
    renderWithProviders(<HeroCarousel heroes={heroes} label="More offers" />);
    await advance(0);
    const [first] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('fetchpriority', 'auto');
  });
});
