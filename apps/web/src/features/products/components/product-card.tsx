import { TRUNCATE_LONG, TRUNCATE_SHORT } from '@shop/shared';
import { Link } from 'react-router';
import type { ProductCardData } from '../../../api/products/product-cards';
import { SalePrice } from '../../../components/sale-price';
import { TruncatedText } from '../../../components/truncated-text';
import { colourOption } from '../../../lib/colour-option';
import { listedPriceWording } from '../../../lib/listed-price';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { ColourSwatches } from './colour-swatches';

/**
 * The height a card's name keeps whatever its length (a long name fills up to three lines of
 * small text, a short one a single line), so a row of cards and its loading placeholders are
 * the same height.
 */
export function nameBlockClass(nameLength: number = TRUNCATE_LONG): string {
  return nameLength <= TRUNCATE_SHORT ? 'min-h-5' : 'min-h-15';
}

/** The frame of a card, shared with its loading placeholder. */
export const CARD_FRAME_CLASS =
  'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white';
/** The square picture area, shared with the placeholder. */
export const CARD_IMAGE_CLASS = 'aspect-square w-full';
/** The text area under the picture, shared with the placeholder. */
export const CARD_TEXT_CLASS = 'flex flex-1 flex-col gap-1 p-3';

interface ProductCardProps {
  product: ProductCardData;
  /** Cards in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  nameLength?: number;
  /**
   * Shows the name on at most two lines, then "...": a narrow card (related products) then reads
   * "Apple iPhone 15 Pro Max" where ten characters read "Apple iPho...".
   */
  twoLineName?: boolean;
}

/** The name block of a card whose name takes at most two lines. */
export const TWO_LINE_NAME_CLASS = 'line-clamp-2 min-h-10';

/**
 * One card per product, however many variants it has: "from" its lowest price when they are not
 * all one price (with its regular price struck through and the saving during a sale), and its
 * colours as small swatches.
 */
export function ProductCard({
  product,
  eager = false,
  nameLength = TRUNCATE_LONG,
  twoLineName = false,
}: ProductCardProps) {
  const colours = colourOption(product)?.values ?? [];
  return (
    <Link to={paths.product(product.id)} className={`group ${CARD_FRAME_CLASS} transition hover:shadow-md`}>
      <img
        {...sizedImage(product.image[0], IMAGE_SIZES.productCard)}
        alt={product.name}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`${CARD_IMAGE_CLASS} bg-slate-50 object-contain p-2 transition group-hover:scale-[1.02]`}
      />
      <div className={CARD_TEXT_CLASS}>
        <TruncatedText
          text={product.name}
          length={nameLength}
          className={`${twoLineName ? TWO_LINE_NAME_CLASS : nameBlockClass(nameLength)} text-sm font-medium text-slate-800`}
        />
        {colours.length > 1 && <ColourSwatches colours={colours} />}
        <span className="mt-auto">
          <SalePrice
            price={product.price}
            regularPrice={product.regularPrice}
            shown={listedPriceWording(product)}
          />
        </span>
      </div>
    </Link>
  );
}
