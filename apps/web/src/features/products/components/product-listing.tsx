import { CART_MESSAGES, CATALOGUE_MESSAGES, LISTING_LABELS, PRODUCT_PAGE_SIZE_DEFAULT } from '@shop/shared';
import { productPagesQueryOptions, useProductPages } from '../../../api/products/get-products';
import type { ProductListParameters } from '../../../api/products/product-list-parameters';
import { StaticIsland } from '../../../components/static-island';
import { EmptyMessage, ErrorMessage } from '../../../components/status-message';
import { LoadingProductGrid, ProductGrid } from './product-grid';

type ListingParameters = Omit<ProductListParameters, 'page' | 'limit'>;

/** The first page a listing shows: what the server puts into the cache before it renders. */
export const listingQueryOptions = (parameters: ListingParameters) =>
  productPagesQueryOptions({ ...parameters, limit: PRODUCT_PAGE_SIZE_DEFAULT });

interface ProductListingProps {
  parameters: ListingParameters;
  labelledBy: string;
}

/** A paged product list with its count and a "Load more" button. */
export function ProductListing({ parameters, labelledBy }: ProductListingProps) {
  const query = useProductPages({ ...parameters, limit: PRODUCT_PAGE_SIZE_DEFAULT });
  if (query.isPending) {
    // The count line and the first cards, at the size of what replaces them.
    return (
      <div className="flex flex-col gap-4">
        <p className="h-5 w-32 animate-pulse rounded bg-slate-100" aria-hidden="true" />
        <LoadingProductGrid count={8} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => query.refetch()} />;
  }
  const products = query.data.pages.flatMap((page) => page.products);
  const total = query.data.pages[0]?.total ?? products.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="h-5 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
        {LISTING_LABELS.resultCount(total)}
      </p>
      {products.length === 0 ? (
        <EmptyMessage text={CATALOGUE_MESSAGES.noProducts} />
      ) : (
        // Keyed by the filters and the pages loaded: a new list renders anew, not into the kept DOM.
        <StaticIsland
          key={`${JSON.stringify(parameters)}:${query.data.pages.length}`}
          id={`${labelledBy}-products`}
        >
          <ProductGrid products={products} labelledBy={labelledBy} eagerCount={4} />
        </StaticIsland>
      )}
      {query.isFetchNextPageError && (
        <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => query.fetchNextPage()} />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-500">{LISTING_LABELS.showing(products.length, total)}</p>
          <button
            type="button"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          >
            {query.isFetchingNextPage ? LISTING_LABELS.loadingMore : LISTING_LABELS.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
