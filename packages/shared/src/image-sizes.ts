/**
 * Pictures at the size they are shown (decision 0033): every demo drawing and every upload is
 * also served as WebP in these widths, made once by the server and cached. A page names them in
 * `srcset`, so a phone downloads (and decodes) the 320-pixel picture, not the 1600-pixel one.
 */
/** 1600 is a hero banner's own width, which a phone's 4:3 crop of it needs at 2x density. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The sized pictures' address: `/images/sized/<width>/<source without its leading slash>`. */
export const SIZED_IMAGE_PREFIX = '/images/sized/';

/** Sources the server can size: its demo drawings and the staff's uploads. */
const SIZABLE_SOURCE = /^\/(images\/demo\/[\w./-]+\.svg|uploads\/[\w-]+\.webp)$/;

export const isImageWidth = (width: number): width is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);

/** The WebP of `source` at `width`; a source the server cannot size (another site's) is left as it is. */
export function sizedImagePath(source: string, width: ImageWidth): string {
  const match = SIZABLE_SOURCE.exec(source);
  return match ? `${SIZED_IMAGE_PREFIX}${width}/${match[1]}` : source;
}

/** `srcset` of `source` in every width, or undefined for a source the server cannot size. */
export function imageSrcSet(source: string): string | undefined {
  if (!SIZABLE_SOURCE.test(source)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${sizedImagePath(source, width)} ${width}w`).join(', ');
}

/**
 * The source path (`images/demo/...svg` or `uploads/...webp`, no leading slash) and width of a
 * sized picture's path after the prefix, or undefined when it names none.
 */
export function parseSizedImagePath(rest: string): { width: ImageWidth; source: string } | undefined {
  const slash = rest.indexOf('/');
  const width = Number(rest.slice(0, slash));
  const source = `/${rest.slice(slash + 1)}`;
  if (slash < 1 || !isImageWidth(width) || !SIZABLE_SOURCE.test(source) || source.includes('..'))
    return undefined;
  return { width, source: source.slice(1) };
}
