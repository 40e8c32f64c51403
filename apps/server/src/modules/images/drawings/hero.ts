import { HERO_SUBJECTS, type HeroSubject } from './hero-subjects';
import { KINDS } from './kinds';
import { circle, mix, paletteFor, path, rect } from './svg';

export const HERO_THEMES = [
  'phones',
  'laptops',
  'audio',
  'gaming',
  'power',
  'wearables',
  'networking',
  'television',
  'accessories',
  'deals',
] as const;
export type HeroTheme = (typeof HERO_THEMES)[number];

/** Each theme's subject when a hero path names none (heroes seeded before subjects existed). */
const THEME_SUBJECT: Record<HeroTheme, HeroSubject> = {
  phones: 'galaxy',
  laptops: 'laptops',
  audio: 'headphones',
  gaming: 'consoles',
  power: 'power-banks',
  wearables: 'watches',
  networking: 'routers',
  television: 'tvs',
  accessories: 'accessories',
  deals: 'deals',
};

export function isHeroTheme(value: string): value is HeroTheme {
  return (HERO_THEMES as readonly string[]).includes(value);
}

function decorations(variant: number, light: string): string {
  switch (variant) {
    case 1:
      return circle(220, 80, 260, light, 'opacity="0.08"') + circle(760, 560, 180, light, 'opacity="0.06"');
    case 2:
      return (
        path('M0 600 L520 0 H760 L240 600 Z', light, 'opacity="0.07"') +
        path('M420 600 L940 0 H1000 L480 600 Z', light, 'opacity="0.05"')
      );
    case 3: {
      let dots = '';
      for (let row = 0; row < 6; row += 1) {
        for (let column = 0; column < 10; column += 1) {
          dots += circle(60 + column * 60, 60 + row * 90, 5, light, 'opacity="0.15"');
        }
      }
      return dots;
    }
    default:
      return (
        rect(-120, 380, 900, 90, 45, light, 'opacity="0.07" transform="rotate(-12 330 425)"') +
        rect(-60, 120, 700, 60, 30, light, 'opacity="0.05" transform="rotate(-12 290 150)"')
      );
  }
}

/** A price tag drawn behind the device, so deals banners read as offers without any text. */
function priceTag(colour: string): string {
  return (
    path(
      'M1080 90 H1300 L1380 170 L1300 250 H1080 Z',
      colour,
      'opacity="0.9" transform="rotate(-14 1230 170)"',
    ) + circle(1305, 140, 14, '#ffffff', 'transform="rotate(-14 1230 170)"')
  );
}

/** The left half stays calm because the storefront writes the hero title over it. */
export function drawHero(theme: HeroTheme, hex: string, variant: number, subject?: HeroSubject): string {
  const palette = paletteFor(hex);
  const [mainDevice, secondDevice] = HERO_SUBJECTS[subject ?? THEME_SUBJECT[theme]];
  const [x2, y2] = variant % 2 === 0 ? [0, 1] : [1, 0];
  const devicePalette = paletteFor(mix(hex, 'ffffff', 0.35).slice(1));
  const main = KINDS[mainDevice[0]].draw(devicePalette, '', mainDevice[1], 'front');
  const second = KINDS[secondDevice[0]].draw(devicePalette, '', secondDevice[1], 'front');
  const devices =
    variant % 2 === 0
      ? `<g transform="translate(860 130) scale(0.55)">${second}</g><g transform="translate(1080 40) scale(0.68)">${main}</g>`
      : `<g transform="translate(1020 20) scale(0.7)">${main}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">` +
    `<defs><linearGradient id="background" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${palette.shade}"/><stop offset="1" stop-color="${palette.deepShade}"/>` +
    `</linearGradient><radialGradient id="spotlight" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#background)"/>` +
    decorations(variant, '#ffffff') +
    circle(1300, 300, 330, 'url(#spotlight)') +
    (theme === 'deals' ? priceTag('#f59e0b') : '') +
    devices +
    `</svg>`
  );
}
