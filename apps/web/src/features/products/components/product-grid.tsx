import { LISTING_LABELS } from '@shop/shared';
import type { ProductCardData } from '../../../api/products/product-cards';
import {
  CARD_FRAME_CLASS,
  CARD_IMAGE_CLASS,
  CARD_TEXT_CLASS,
  nameBlockClass,
  ProductCard,
} from './product-card';

/** The grid's columns, shared by the loaded grid and its placeholder. */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** How many of the first cards load eagerly (those above the fold). */
  eagerCount?: number;
  nameLength?: number;
  twoLineName?: boolean;
  labelledBy?: string;
}

export function ProductGrid({
  products,
  eagerCount = 0,
  nameLength,
  twoLineName,
  labelledBy,
}: ProductGridProps) {
  return (
    <ul aria-labelledby={labelledBy} className={PRODUCT_GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            nameLength={nameLength}
            twoLineName={twoLineName}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Placeholder cards while products load: the same grid, card frame, square picture and text
 * area as a loaded card, so nothing below moves when the products arrive.
 */
export function LoadingProductGrid({ count, nameLength }: { count: number; nameLength?: number }) {
  return (
    <div className={PRODUCT_GRID_CLASS} role="status" aria-label={LISTING_LABELS.loading}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={CARD_FRAME_CLASS} data-testid="product-card-placeholder">
          <div className={`${CARD_IMAGE_CLASS} animate-pulse bg-slate-100`} />
          <div className={CARD_TEXT_CLASS}>
            <span className={`${nameBlockClass(nameLength)} block animate-pulse rounded bg-slate-100`} />
            <span className="mt-auto block h-6 w-1/2 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
