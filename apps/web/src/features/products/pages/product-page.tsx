import {
  CART_MESSAGES,
  CATALOGUE_MESSAGES,
  PAGE_META,
  PRODUCT_LABELS,
  type Product,
  REVIEW_TEXTS,
  truncate,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { Star } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { productQueryOptions, useProduct } from '../../../api/products/get-product';
import { SalePrice } from '../../../components/sale-price';
import { ErrorMessage } from '../../../components/status-message';
import type { PageDataLoader } from '../../../lib/page-data';
import { paths } from '../../../lib/paths';
import { REVIEWS_SECTION_ID } from '../../../lib/reviews-section';
import { isOnSale, saleEndsText } from '../../../lib/sale-price';
import { useNotFoundStatus, usePageMeta, useProductHead } from '../../../lib/use-page-meta';
import { rememberVisitedProduct } from '../../../lib/visited-products';
import { AddToCartButton } from '../components/add-to-cart-button';
import { OptionPicker } from '../components/option-picker';
import { ProductDescription } from '../components/product-description';
import {
  GALLERY_CLASS,
  GALLERY_MAIN_CLASS,
  GALLERY_THUMB_CLASS,
  GALLERY_THUMBS_CLASS,
  ProductGallery,
} from '../components/product-gallery';
import { RelatedProducts, relatedProductsQueryOptions } from '../components/related-products';
import { StockNote } from '../components/stock-note';
import { WhereInStockLine } from '../components/where-in-stock-line';
import { chosenVariant, hasChoices, type Variant, variantImages } from '../variant-choice';

const META_DESCRIPTION_LENGTH = 155;
/** Most products have this many pictures: the placeholder keeps room for their thumbnails. */
const PLACEHOLDER_THUMBNAILS = 4;

/**
 * While the product loads: the gallery's square picture and thumbnail row, and the text column's
 * name, price, facts and reviews lines, at the sizes of what replaces them.
 */
function ProductPlaceholder() {
  const pulse = 'animate-pulse rounded bg-slate-100';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status">
      <div className="grid gap-8 md:grid-cols-2">
        <div className={GALLERY_CLASS} data-testid="gallery-placeholder">
          <div className={`${GALLERY_MAIN_CLASS} animate-pulse bg-slate-100`} />
          <div className={GALLERY_THUMBS_CLASS}>
            {Array.from({ length: PLACEHOLDER_THUMBNAILS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className={`${GALLERY_THUMB_CLASS} border-slate-100 bg-slate-100`} />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4" aria-hidden="true">
          <div className={`h-8 w-3/4 sm:h-9 ${pulse}`} />
          <div className={`h-8 w-1/3 ${pulse}`} />
          <div className={`h-11 w-1/2 ${pulse}`} />
          <div className={`h-5 w-1/3 ${pulse}`} />
          <div className={`h-24 w-full ${pulse}`} />
        </div>
      </div>
    </div>
  );
}

/** The product and the related products shown under it. */
export const loadPageData: PageDataLoader = async ({ queryClient, params }) => {
  const options = productQueryOptions(params.productId ?? '');
  await queryClient.prefetchQuery(options);
  const product = queryClient.getQueryData(options.queryKey);
  if (product) await queryClient.prefetchQuery(relatedProductsQueryOptions(product));
};

function ProductNotFound() {
  usePageMeta(CATALOGUE_MESSAGES.productNotFound, PAGE_META.productFallback.description);
  useNotFoundStatus();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{CATALOGUE_MESSAGES.productNotFound}</h1>
      <p className="text-slate-600">{PRODUCT_LABELS.notFoundHint}</p>
      <Link
        to={paths.products}
        className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
      >
        {PRODUCT_LABELS.backToProducts}
      </Link>
    </div>
  );
}

/** What another feature shows under the product (its reviews, decision 0064); the route composes it. */
type ProductExtras = (product: Product) => ReactNode;
/**
 * What another feature offers while the chosen variant is sold out ("Notify me when it's
 * back", decision 0066), given that variant (a product sold one way: its one variant).
 */
type SoldOutExtras = (product: Product, variant: Variant | undefined) => ReactNode;

interface ProductDetailsProps {
  product: Product;
  extras?: ProductExtras;
  whenSoldOut?: SoldOutExtras;
}

function ProductDetails({ product, extras, whenSoldOut }: ProductDetailsProps) {
  // The choice is the URL's (`?storage=256GB&colour=Blue`), on the server as in the browser.
  const [search] = useSearchParams();
  const variant = hasChoices(product) ? chosenVariant(product, search) : undefined;
  const price = variant?.price ?? product.price;
  // The chosen variant's sale, or the product's own when it is sold one way (decision 0062).
  const regularPrice = variant ? variant.regularPrice : product.regularPrice;
  const saleEndsAt = isOnSale(price, regularPrice) ? (variant ?? product).saleEndsAt : null;
  const stock = variant?.stock ?? product.stock;
  const images = variantImages(product, variant);
  usePageMeta(product.name, truncate(product.description, META_DESCRIPTION_LENGTH));
  useProductHead(product, variant);
  // The offline page lists it, and its page opens from the service worker's copy (decision 0032).
  useEffect(() => rememberVisitedProduct(product), [product]);
  return (
    // On a phone the buy bar is fixed at the bottom: the page ends above it.
    <div className="mx-auto max-w-7xl px-4 py-6 max-md:pb-28">
      <div className="grid gap-8 md:grid-cols-2">
        {/* Keyed by its pictures: another colour's gallery opens on its first picture. */}
        <ProductGallery key={images.join(' ')} images={images} name={product.name} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
          {/* A choice changes the price in place: a screen reader says the new one. */}
          <div
            aria-live={variant ? 'polite' : undefined}
            className="flex flex-col gap-1"
            data-testid="price-block"
          >
            <p className="text-2xl">
              <SalePrice
                price={price}
                regularPrice={regularPrice}
                priceClassName="font-bold text-slate-900"
                priceTestId="product-price"
              />
            </p>
            {saleEndsAt && (
              <p className="text-sm font-medium text-red-800" data-testid="sale-ends">
                {saleEndsText(saleEndsAt)}
              </p>
            )}
          </div>
          {/* Beside the price, where "Only 4 left" weighs on the choice. */}
          <StockNote stock={stock} />
          <WhereInStockLine product={product} variant={variant} />
          {variant &&
            product.options.map((option) => (
              <OptionPicker key={option.name} product={product} option={option} current={variant} />
            ))}
          {/* Under the choices, so that choosing a sold-out one does not move them under the finger. */}
          {stock <= 0 && whenSoldOut?.(product, variant ?? product.variants[0])}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{PRODUCT_LABELS.category}</dt>
            <dd>
              {product.category} / {product.subcategory}
            </dd>
            <dt className="font-semibold">{PRODUCT_LABELS.brand}</dt>
            <dd>{product.brand}</dd>
          </dl>
          {/* The count is the published reviews' (decision 0064): it leads to them, further down. */}
          <a
            href={`#${REVIEWS_SECTION_ID}`}
            className="flex min-h-11 items-center gap-1 self-start text-sm text-slate-600 hover:underline"
            data-testid="reviews-link"
          >
            <Star aria-hidden="true" size={16} className="fill-amber-400 text-amber-400" />
            {product.rating !== null && product.reviews > 0 && (
              <>
                <span className="font-semibold text-slate-800">
                  {REVIEW_TEXTS.averageOutOfFive(product.rating.toFixed(1))}
                </span>{' '}
              </>
            )}
            {PRODUCT_LABELS.reviews(product.reviews)}
          </a>
          <ProductDescription text={product.description} />
          {product.info.length > 0 && (
            <section aria-labelledby="product-info-heading">
              <h2 id="product-info-heading" className="mb-1 font-semibold">
                {PRODUCT_LABELS.details}
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                {product.info.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          {/* One Add To Cart: beside the details on a wide screen, and on a phone a bar at the
              bottom of the screen, within the thumb's reach while the gallery and the
              description scroll by. */}
          <div
            data-testid="buy-bar"
            className="flex items-center gap-4 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-20 max-md:justify-between max-md:border-t max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:py-3 max-md:shadow-[0_-2px_8px_rgba(15,23,42,0.08)]"
          >
            <span aria-hidden="true" className="text-lg md:hidden">
              <SalePrice price={price} regularPrice={regularPrice} />
            </span>
            <AddToCartButton product={product} variant={variant} />
          </div>
        </div>
      </div>
      {extras?.(product)}
      <RelatedProducts product={product} />
    </div>
  );
}

/**
 * /singleProducts/:productId; `extras` are shown under the product, before related products,
 * and `whenSoldOut` under the choices while the chosen variant has no stock.
 */
export default function ProductPage({ extras, whenSoldOut }: Omit<ProductDetailsProps, 'product'>) {
  const { productId = '' } = useParams();
  const query = useProduct(productId);
  if (query.isPending) {
    return <ProductPlaceholder />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return (
    <ProductDetails key={query.data.id} product={query.data} extras={extras} whenSoldOut={whenSoldOut} />
  );
}
