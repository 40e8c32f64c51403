import { DEFAULT_HERO_CTA, type Hero } from '@shop/shared';
import { HeroLink } from './hero-link';

/** A row of hero banners between the product strips. */
export function HeroStrip({ heroes, label }: { heroes: readonly Hero[]; label: string }) {
  return (
    <section aria-labelledby="hero-strip-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h2 id="hero-strip-heading" className="mb-3 text-xl font-bold sm:text-2xl">
        {label}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {heroes.map((hero) => (
          <li key={hero.id}>
            <HeroLink href={hero.link} className="group relative block overflow-hidden rounded-lg">
              <img
                src={hero.image[1] ?? hero.image[0]}
                alt={hero.title}
                width={1600}
                height={600}
                loading="lazy"
                className="aspect-[8/3] w-full bg-slate-200 object-cover transition group-hover:scale-[1.02]"
              />
              <span className="absolute inset-x-0 bottom-0 bg-black/60 p-2 text-sm font-semibold text-white">
                {hero.title} · {hero.cta || DEFAULT_HERO_CTA}
              </span>
            </HeroLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
