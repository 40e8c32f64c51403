import { imageSrcSet, sizedImagePath } from '@shop/shared';

/**
 * How wide each kind of picture is shown, for `sizes` (decision 0033): the browser picks the
 * smallest WebP of `srcset` that covers that width at the screen's pixel density.
 */
export const IMAGE_SIZES = {
  /** A product card: two columns on a phone, three from sm, four from lg in a 1280 px page. */
  productCard: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  /** The product page's main picture: the full width on a phone, half from md. */
  productMain: '(min-width: 1280px) 610px, (min-width: 768px) 50vw, 100vw',
  /** A thumbnail, a cart line or a search suggestion: at most 96 px. */
  thumbnail: '96px',
  /**
   * A carousel slide: the page's width, at most 1248 px; on a phone the 8:3 banner fills a 4:3
   * box (object-cover), so it is drawn twice the screen's width.
   */
  heroSlide: '(min-width: 1280px) 1248px, (min-width: 640px) 100vw, 200vw',
  /** A banner of the hero strip: one of three from sm. */
  heroStrip: '(min-width: 1280px) 400px, (min-width: 640px) 33vw, 100vw',
} as const;

/**
 * `src`, `srcSet` and `sizes` of a picture shown `sizes` wide: the server's WebP widths for a
 * demo drawing or an upload, the source itself for anything else.
 */
export function sizedImage(source: string | undefined, sizes: string) {
  if (!source) return { src: source };
  const srcSet = imageSrcSet(source);
  return srcSet ? { src: sizedImagePath(source, 640), srcSet, sizes } : { src: source };
}
