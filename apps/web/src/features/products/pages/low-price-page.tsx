import { LOW_PRICE_THRESHOLD, NAV_LABELS, PAGE_META } from '@shop/shared';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { listingQueryOptions, ProductListing } from '../components/product-listing';

/**
 * "Under GHS 400" (docs/product.md#departures, departure 1): strictly below the threshold. Prices have at most two
 * decimals, so one pesewa below it is the highest price that still counts.
 */
const LOW_PRICE_FILTER = { maxPrice: LOW_PRICE_THRESHOLD - 0.01, sort: 'price_asc' as const };

export const loadPageData: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(listingQueryOptions(LOW_PRICE_FILTER));

export default function LowPricePage() {
  usePageMeta(PAGE_META.lowPrice.title, PAGE_META.lowPrice.description);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 id="low-price-heading" className="mb-4 text-2xl font-bold sm:text-3xl">
        {NAV_LABELS.lowPrice}
      </h1>
      <ProductListing parameters={LOW_PRICE_FILTER} labelledBy="low-price-heading" />
    </div>
  );
}
