import { BRANDS, SUBCATEGORIES, type Subcategory } from '@shop/shared';
import { drawInBox } from './drawings/box';
import { drawHero, isHeroTheme } from './drawings/hero';
import { isHeroSubject } from './drawings/hero-subjects';
import { defaultLook, isLookOf, KINDS } from './drawings/kinds';
import { brightness, circle, escapeXml, group, isHexColour, type Palette, paletteFor } from './drawings/svg';

export { HERO_THEMES, type HeroTheme } from './drawings/hero';

/**
 * Demo catalogue images are drawn on request from their URL, so the demo shop needs no image
 * files, no network and no storage, and every URL names exactly what it shows.
 */

export const DEMO_IMAGE_URL_PREFIX = '/images/demo/';
export const DEMO_IMAGE_VARIANTS = [1, 2, 3, 4] as const;
export type DemoImageVariant = (typeof DEMO_IMAGE_VARIANTS)[number];

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function colourSegment(colour: string): string {
  return colour.replace(/^#/, '').toLowerCase();
}

const SUBCATEGORY_BY_SLUG = new Map<string, Subcategory>(SUBCATEGORIES.map((name) => [slugify(name), name]));
const BRAND_BY_SLUG = new Map<string, string>(BRANDS.map((name) => [slugify(name), name]));

/**
 * URL path for a product's demo image:
 * /images/demo/product/<subcategory-slug>/<brand-slug>/<colour hex without #>/<look>/<variant>.svg.
 * The look names the model family (e.g. 'iphone-pro'); without one the brand's usual look is drawn.
 */
export function demoProductImagePath(
  product: { subcategory: Subcategory; brand: string; colour: string; look?: string },
  variant: number,
): string {
  const look = product.look ?? defaultLook(product.subcategory, product.brand);
  return `${DEMO_IMAGE_URL_PREFIX}product/${slugify(product.subcategory)}/${slugify(product.brand)}/${colourSegment(product.colour)}/${look}/${variant}.svg`;
}

/**
 * URL path for a hero's demo image: /images/demo/hero/<theme>/<colour hex without #>/<subject>/<variant>.svg;
 * the subject (e.g. 'macbook') names the devices drawn, and without one the theme's own are drawn.
 */
export function demoHeroImagePath(
  hero: { theme: string; colour: string; subject?: string },
  variant: number,
): string {
  const subject = hero.subject ? `${hero.subject}/` : '';
  return `${DEMO_IMAGE_URL_PREFIX}hero/${slugify(hero.theme)}/${colourSegment(hero.colour)}/${subject}${variant}.svg`;
}

function productBackground(variant: DemoImageVariant, palette: Palette): string {
  switch (variant) {
    case 1:
      return (
        `<rect width="800" height="800" fill="${palette.tint}"/>` +
        circle(400, 390, 330, palette.highlight, 'opacity="0.35"')
      );
    case 2:
      return (
        `<defs><radialGradient id="studio" cx="0.5" cy="0.4" r="0.75">` +
        `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d1d5db"/></radialGradient></defs>` +
        `<rect width="800" height="800" fill="url(#studio)"/>`
      );
    case 3:
      // A dark product would vanish at night: it stands on a light table by a wall instead.
      if (brightness(palette.body) < 0.3) {
        return (
          `<rect width="800" height="800" fill="${palette.tint}"/>` +
          `<rect y="640" width="800" height="160" fill="#e7d8c3"/>` +
          `<rect y="640" width="800" height="8" fill="#d6c3a5"/>`
        );
      }
      return (
        `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${palette.deepShade}"/><stop offset="1" stop-color="#0b0f19"/></linearGradient></defs>` +
        `<rect width="800" height="800" fill="url(#night)"/>` +
        circle(400, 400, 360, 'none', `stroke="${palette.glow}" stroke-width="3" opacity="0.4"`)
      );
    case 4: {
      let stripes = '';
      for (let offset = -800; offset < 800; offset += 80) {
        stripes += `<path d="M${offset} 800 L${offset + 800} 0 H${offset + 840} L${offset + 40} 800 Z" fill="${palette.highlight}" opacity="0.25"/>`;
      }
      return `<rect width="800" height="800" fill="${palette.tint}"/>${stripes}`;
    }
  }
}

/** When a kind has no back or side drawing, its front is turned or moved back instead. */
const FALLBACK_TRANSFORM: Record<DemoImageVariant, string> = {
  1: 'translate(0 0)',
  2: 'rotate(-12 400 400) translate(10 -10)',
  3: 'translate(400 410) scale(0.78) translate(-400 -400)',
  4: 'translate(0 0)',
};

const FLOOR_SHADOW: Record<DemoImageVariant, string> = {
  1: '<ellipse cx="400" cy="745" rx="250" ry="22" fill="#000000" opacity="0.12"/>',
  2: '<ellipse cx="410" cy="750" rx="270" ry="26" fill="#000000" opacity="0.18"/>',
  3: '<ellipse cx="400" cy="690" rx="200" ry="16" fill="#000000" opacity="0.3"/>',
  4: '<ellipse cx="420" cy="700" rx="330" ry="24" fill="#000000" opacity="0.14"/>',
};

/** Variant 1 is the front, 2 the back, 3 the side, 4 the product beside its box. */
function deviceFor(
  product: { subcategory: Subcategory; brand: string; look: string },
  palette: Palette,
  variant: DemoImageVariant,
): string {
  const kind = KINDS[product.subcategory];
  const look = isLookOf(product.subcategory, product.look)
    ? product.look
    : defaultLook(product.subcategory, product.brand);
  const draw = (view: 'front' | 'back' | 'side') =>
    kind.views.includes(view) ? kind.draw(palette, product.brand, look, view) : '';
  const front = draw('front');
  switch (variant) {
    case 1:
      return front;
    case 2:
      return draw('back') || group(FALLBACK_TRANSFORM[2], front);
    case 3:
      return draw('side') || group(FALLBACK_TRANSFORM[3], front);
    case 4:
      return drawInBox(product.brand, front, draw('back') || front);
  }
}

/** Draws one product image; the brand may be any text, as it is escaped here. */
export function renderDemoProductImage(
  product: { subcategory: Subcategory; brand: string; colourHex: string; look?: string },
  variant: DemoImageVariant,
): string {
  const palette = paletteFor(product.colourHex);
  const look = product.look ?? defaultLook(product.subcategory, product.brand);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<title>${escapeXml(`${product.brand} ${product.subcategory}`)}</title>` +
    productBackground(variant, palette) +
    FLOOR_SHADOW[variant] +
    deviceFor({ ...product, look }, palette, variant) +
    `</svg>`
  );
}

/** The look is optional: paths stored before looks existed still draw the brand's usual look. */
const PRODUCT_PATH = /^product\/([a-z0-9-]+)\/([a-z0-9-]+)\/([0-9a-f]{6})\/(?:([a-z0-9-]+)\/)?([1-4])\.svg$/;
const HERO_PATH = /^hero\/([a-z0-9-]+)\/([0-9a-f]{6})\/(?:([a-z0-9-]+)\/)?([1-4])\.svg$/;
/** Far above any real path; keeps regular expressions away from huge inputs. */
const PATH_LENGTH_LIMIT = 200;

function renderFromPath(relativePath: string): string | null {
  const product = PRODUCT_PATH.exec(relativePath);
  if (product) {
    const [, subcategorySlug = '', brandSlug = '', colourHex = '', look, variantText = ''] = product;
    const subcategory = SUBCATEGORY_BY_SLUG.get(subcategorySlug);
    const brand = BRAND_BY_SLUG.get(brandSlug);
    if (!subcategory || !brand || !isHexColour(colourHex)) return null;
    if (look !== undefined && !isLookOf(subcategory, look)) return null;
    return renderDemoProductImage(
      { subcategory, brand, colourHex, look },
      Number(variantText) as DemoImageVariant,
    );
  }
  const hero = HERO_PATH.exec(relativePath);
  if (hero) {
    const [, theme = '', colourHex = '', subject, variantText = ''] = hero;
    if (!isHeroTheme(theme) || !isHexColour(colourHex)) return null;
    if (subject !== undefined && !isHeroSubject(subject)) return null;
    return drawHero(theme, colourHex, Number(variantText), subject);
  }
  return null;
}

/** Renders the SVG for a path relative to /images/demo/ (e.g. "product/laptop/hp/1e3a8a/2.svg"); null when the path is not one it draws. Never throws. */
export function renderDemoImage(relativePath: string): string | null {
  if (typeof relativePath !== 'string' || relativePath.length > PATH_LENGTH_LIMIT) return null;
  try {
    return renderFromPath(relativePath);
  } catch {
    // A drawing bug must cost one image, not the request that asked for it.
    return null;
  }
}
