import type { AdminHero, Hero } from '@shop/shared';
import type { HeroRow } from './hero-repository';

export function toHero(row: HeroRow): Hero {
  return { id: row.id, image: row.images, title: row.title, link: row.link, cta: row.cta };
}

/** Staff also see the position that orders the carousel. */
export function toAdminHero(row: HeroRow): AdminHero {
  return { ...toHero(row), position: row.position };
}
