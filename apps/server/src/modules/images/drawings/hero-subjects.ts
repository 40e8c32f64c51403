import type { Subcategory } from '@shop/shared';

/**
 * What a hero banner shows: a main device and the one beside it on even variants, each as a
 * kind and a look, so a banner about Galaxy phones shows Galaxies and one about the MacBook
 * shows a MacBook. A hero path may name its subject; without one the theme's own is drawn.
 */
type Device = readonly [Subcategory, string];

export const HERO_SUBJECTS = {
  galaxy: [
    ['Android Phone', 'galaxy-a'],
    ['Android Phone', 'galaxy-ultra'],
  ],
  'iphone-pro': [
    ['iPhone', 'iphone-pro'],
    ['iPhone', 'iphone'],
  ],
  'iphone-ipad': [
    ['iPhone', 'iphone'],
    ['Tablet', 'ipad'],
  ],
  laptops: [
    ['Laptop', 'windows'],
    ['Laptop', 'thinkpad'],
  ],
  macbook: [
    ['Laptop', 'macbook'],
    ['Tablet', 'ipad'],
  ],
  speakers: [
    ['Speaker', 'party'],
    ['Speaker', 'cylinder'],
  ],
  headphones: [
    ['Headphones', 'over-ear'],
    ['Speaker', 'cylinder'],
  ],
  earbuds: [
    ['Earbuds', 'stem'],
    ['Earbuds', 'bean'],
  ],
  consoles: [
    ['Console', 'ps5'],
    ['Console', 'switch'],
  ],
  ps5: [
    ['Console', 'ps5'],
    ['Gamepad', 'dualsense'],
  ],
  'power-banks': [
    ['Power Bank', 'display'],
    ['Power Bank', 'standard'],
  ],
  ups: [
    ['UPS', 'station'],
    ['UPS', 'tower'],
  ],
  watches: [
    ['Smartwatch', 'apple'],
    ['Fitness Band', 'pill'],
  ],
  routers: [
    ['Router', 'antennas'],
    ['Router', 'mesh'],
  ],
  tvs: [
    ['Television', 'standard'],
    ['Soundbar', 'bar'],
  ],
  soundbars: [
    ['Soundbar', 'bar-sub'],
    ['Speaker', 'home-theatre'],
  ],
  accessories: [
    ['Phone Case', 'iphone'],
    ['Earbuds', 'stem'],
  ],
  deals: [
    ['Headphones', 'on-ear'],
    ['Speaker', 'go'],
  ],
  everything: [
    ['Laptop', 'windows'],
    ['Android Phone', 'galaxy-a'],
  ],
} as const satisfies Record<string, readonly [Device, Device]>;

export type HeroSubject = keyof typeof HERO_SUBJECTS;

export function isHeroSubject(value: string): value is HeroSubject {
  return Object.hasOwn(HERO_SUBJECTS, value);
}
