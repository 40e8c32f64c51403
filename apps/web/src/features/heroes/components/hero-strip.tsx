import { DEFAULT_HERO_CTA, type Hero } from '@shop/shared';
import { StaticIsland } from '../../../components/static-island';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { HeroLink } from './hero-link';

/** The strip's frame, heading, grid and banner box, shared with its loading placeholder. */
export const STRIP_SECTION_CLASS = 'mx-auto w-full max-w-7xl px-4 py-6';
export const STRIP_HEADING_CLASS = 'mb-3 text-xl font-bold sm:text-2xl';
export const STRIP_GRID_CLASS = 'grid gap-3 sm:grid-cols-3';
export const STRIP_IMAGE_CLASS = 'aspect-[8/3] w-full';

/** A row of hero banners between the product strips. */
export function HeroStrip({ heroes, label }: { heroes: readonly Hero[]; label: string }) {
  return (
    <section aria-labelledby="hero-strip-heading" className={STRIP_SECTION_CLASS}>
      <h2 id="hero-strip-heading" className={STRIP_HEADING_CLASS}>
        {label}
      </h2>
      {/* Keyed by what it shows: other heroes (a refetch) render anew, not into the kept DOM. */}
      <StaticIsland key={heroes.map((hero) => hero.id).join()} id="hero-strip">
        <ul className={STRIP_GRID_CLASS}>
          {heroes.map((hero) => (
            <li key={hero.id}>
              <HeroLink href={hero.link} className="group relative block overflow-hidden rounded-lg">
                <img
                  {...sizedImage(hero.image[1] ?? hero.image[0], IMAGE_SIZES.heroStrip)}
                  alt={hero.title}
                  width={1600}
                  height={600}
                  loading="lazy"
                  className={`${STRIP_IMAGE_CLASS} bg-slate-200 object-cover transition group-hover:scale-[1.02]`}
                />
                <span className="absolute inset-x-0 bottom-0 bg-black/60 p-2 text-sm font-semibold text-white">
                  {hero.title} · {hero.cta || DEFAULT_HERO_CTA}
                </span>
              </HeroLink>
            </li>
          ))}
        </ul>
      </StaticIsland>
    </section>
  );
}
