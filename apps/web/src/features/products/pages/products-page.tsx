import { NAV_LABELS, PAGE_META } from '@shop/shared';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { listingQueryOptions, ProductListing } from '../components/product-listing';

const NO_FILTERS = {};

export const loadPageData: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(listingQueryOptions(NO_FILTERS));

export default function ProductsPage() {
  usePageMeta(PAGE_META.products.title, PAGE_META.products.description);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 id="products-heading" className="mb-4 text-2xl font-bold sm:text-3xl">
        {NAV_LABELS.products}
      </h1>
      <ProductListing parameters={NO_FILTERS} labelledBy="products-heading" />
    </div>
  );
}
