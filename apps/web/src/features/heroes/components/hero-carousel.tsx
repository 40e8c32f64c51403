import { CAROUSEL_INTERVAL_MS, CAROUSEL_LABELS, DEFAULT_HERO_CTA, type Hero } from '@shop/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { FocusEvent } from 'react';
import { StaticIsland } from '../../../components/static-island';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { HeroLink } from './hero-link';
import { useCarousel } from './use-carousel';
import { useSlidePictures, WAITING_PICTURE } from './use-slide-pictures';
import { useSwipe } from './use-swipe';

interface HeroCarouselProps {
  heroes: readonly Hero[];
  label: string;
  /** The first carousel's first slide is the page's largest image: load it at once. */
  eagerFirst?: boolean;
}

/** The carousel's frame, its picture box and its row of controls, shared with its loading placeholder. */
export const CAROUSEL_SECTION_CLASS = 'relative mx-auto w-full max-w-7xl px-0 sm:px-4';
export const CAROUSEL_IMAGE_CLASS = 'aspect-[4/3] w-full sm:aspect-[8/3]';
export const CAROUSEL_CONTROLS_CLASS = 'mt-1 flex flex-wrap items-center justify-center';
export const CAROUSEL_CONTROL_SIZE_CLASS = 'h-11 w-11';
/**
 * A dot's tap area: 24 px wide on a phone (the least WCAG 2.2 asks) so twelve dots and the pause
 * button fit one line at 360 px; full size from the small breakpoint up.
 */
export const CAROUSEL_DOT_SIZE_CLASS = 'h-11 w-6 sm:w-11';

const controlClass =
  'absolute top-4 flex h-11 w-11 items-center justify-center rounded-full bg-white/85 text-slate-900 shadow hover:bg-white sm:top-1/2 sm:-translate-y-1/2';

export function HeroCarousel({ heroes, label, eagerFirst = false }: HeroCarouselProps) {
  const carousel = useCarousel(heroes.length, CAROUSEL_INTERVAL_MS);
  const swipe = useSwipe(carousel.next, carousel.previous);
  const pictures = useSlidePictures(heroes.length, carousel.index);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={CAROUSEL_SECTION_CLASS}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <div className="relative overflow-hidden sm:rounded-xl" {...swipe}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          // The first slide needs no style: a style attribute in the server's HTML is inline
          // style, which the Content-Security-Policy refuses; later slides are set by script.
          style={carousel.index === 0 ? undefined : { transform: `translateX(-${carousel.index * 100}%)` }}
          aria-live={carousel.paused ? 'polite' : 'off'}
        >
          {heroes.map((hero, index) => {
            const current = index === carousel.index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
              <div
                key={hero.id}
                role="group"
                aria-roledescription="slide"
                aria-label={CAROUSEL_LABELS.slide(index + 1, heroes.length)}
                aria-hidden={!current}
                inert={!current}
                className="relative w-full shrink-0"
              >
                <img
                  {...(pictures.isAsked(index)
                    ? sizedImage(hero.image[0], IMAGE_SIZES.heroSlide)
                    : { src: WAITING_PICTURE })}
                  ref={pictures.pictureRef(index)}
                  onLoad={(event) => pictures.pictureLoaded(index, event.currentTarget)}
                  alt={hero.title}
                  width={1600}
                  height={600}
                  // Below the first screen (the second carousel), even the first slide waits for
                  // the shopper to scroll near; a later slide is asked for when it is needed.
                  loading={index === 0 && !eagerFirst ? 'lazy' : 'eager'}
                  fetchPriority={eagerFirst && index === 0 ? 'high' : 'auto'}
                  className={`${CAROUSEL_IMAGE_CLASS} bg-slate-200 object-cover object-right sm:object-center`}
                />
                {/* The slide's title and link never change: kept as the server sent them. */}
                <StaticIsland id={`${label}: ${hero.id}`}>
                  <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-4 sm:p-8 sm:pb-12 lg:px-16">
                    <p className="max-w-xl text-lg leading-snug font-bold text-white sm:text-3xl">
                      {hero.title}
                    </p>
                    <HeroLink
                      href={hero.link}
                      className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-5 font-semibold text-slate-900 hover:bg-amber-300"
                    >
                      {/* "Learn More" alone says nothing out of context; read aloud, the link names its slide. */}
                      <span className="sr-only">{hero.title}: </span>
                      {hero.cta || DEFAULT_HERO_CTA}
                    </HeroLink>
                  </div>
                </StaticIsland>
              </div>
            );
          })}
        </div>
        {heroes.length > 1 && (
          <>
            <button
              type="button"
              onClick={carousel.previous}
              aria-label={CAROUSEL_LABELS.previous}
              className={`${controlClass} left-2`}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={carousel.next}
              aria-label={CAROUSEL_LABELS.next}
              className={`${controlClass} right-2`}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {heroes.length > 1 && (
        <div className={CAROUSEL_CONTROLS_CLASS}>
          <button
            type="button"
            onClick={() => carousel.setStopped(!carousel.stopped)}
            aria-label={carousel.stopped ? CAROUSEL_LABELS.play : CAROUSEL_LABELS.pause}
            className={`flex ${CAROUSEL_CONTROL_SIZE_CLASS} shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100`}
          >
            {carousel.stopped ? (
              <Play aria-hidden="true" size={16} />
            ) : (
              <Pause aria-hidden="true" size={16} />
            )}
          </button>
          {heroes.map((hero, index) => (
            <button
              key={hero.id}
              type="button"
              onClick={() => carousel.goTo(index)}
              aria-label={CAROUSEL_LABELS.goTo(index + 1)}
              aria-current={index === carousel.index ? 'true' : undefined}
              className={`group flex ${CAROUSEL_DOT_SIZE_CLASS} shrink-0 items-center justify-center`}
            >
              <span
                className={`block h-2.5 w-2.5 rounded-full ${index === carousel.index ? 'bg-slate-900' : 'bg-slate-300 group-hover:bg-slate-500'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
