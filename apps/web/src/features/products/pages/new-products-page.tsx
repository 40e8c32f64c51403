import { LISTING_LABELS, NAV_LABELS, PAGE_META, type ProductSort } from '@shop/shared';
import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageDataLoader } from '../../../lib/page-data';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FilterPanel } from '../components/filter-panel';
import { listingQueryOptions, ProductListing } from '../components/product-listing';
import { SortSelect } from '../components/sort-select';
import {
  type FilterField,
  filterSearchString,
  type ProductFilters,
  parseFilters,
  toggleFilter,
} from '../filter-query';

/** The list request of a set of filters: the same for the server's render and the browser's. */
const listingParameters = (filters: ProductFilters) => ({
  category: filters.category,
  subcategory: filters.subcategory,
  brand: filters.brand,
  sound: filters.sound,
  sort: filters.sort,
});

export const loadPageData: PageDataLoader = ({ queryClient, url }) =>
  queryClient.prefetchInfiniteQuery(listingQueryOptions(listingParameters(parseFilters(url.searchParams))));

/** /new_products: checkboxes and sort, all kept in the URL query. */
export default function NewProductsPage() {
  usePageMeta(PAGE_META.newProducts.title, PAGE_META.newProducts.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  // On a phone the filters start folded so the products are in view; wide screens show them beside.
  const filtersOpen = useMediaQuery('(min-width: 1024px)', false, true);
  // Whether the panel is open now, by the screen's width or by the shopper's tap, for aria-expanded.
  const [expanded, setExpanded] = useState(filtersOpen);
  useEffect(() => setExpanded(filtersOpen), [filtersOpen]);

  // replace: each tick of a box is not a page of its own in the browser's history. flushSync:
  // the router otherwise renders the new query in a transition, and until it lands the
  // controlled checkbox or select snaps back to its old state, so a quick click seems lost.
  const apply = (next: typeof filters) =>
    setSearchParams(new URLSearchParams(filterSearchString(next)), { replace: true, flushSync: true });
  const onToggle = (field: FilterField, value: string) => apply(toggleFilter(filters, field, value));
  const onSort = (sort: ProductSort) => apply({ ...filters, sort });
  const onClear = () => apply({ category: [], subcategory: [], brand: [], sound: [], sort: filters.sort });

  const parameters = useMemo(() => listingParameters(filters), [filters]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="filter-heading" className="text-2xl font-bold sm:text-3xl">
          {NAV_LABELS.newProducts}
        </h1>
        <SortSelect value={filters.sort} onChange={onSort} />
      </div>
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside aria-label={LISTING_LABELS.filters} className="lg:w-64 lg:shrink-0">
          <details
            className="group rounded-lg border border-slate-200 p-3 lg:border-0 lg:p-0"
            open={filtersOpen}
            onToggle={(event) => setExpanded(event.currentTarget.open)}
          >
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: browsers expose a summary's open state themselves; the attribute says it to tools and tests that read the page, as the issue asks */}
            <summary
              aria-expanded={expanded}
              className="flex min-h-11 cursor-pointer list-none items-center justify-between text-lg font-semibold lg:hidden [&::-webkit-details-marker]:hidden"
            >
              {LISTING_LABELS.filters}
              {/* Shows that the panel opens, and turns when it is open. */}
              <ChevronDown
                aria-hidden="true"
                size={22}
                className="transition-transform group-open:rotate-180"
              />
            </summary>
            <FilterPanel filters={filters} onToggle={onToggle} onClear={onClear} />
          </details>
        </aside>
        <div className="min-w-0 flex-1">
          <ProductListing parameters={parameters} labelledBy="filter-heading" />
        </div>
      </div>
    </div>
  );
}
