import { type Branch, LISTING_LABELS, type ProductSort } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { branchesQueryOptions, useBranches } from '../../../api/branches/get-branches';
import {
  catalogueListsQueryOptions,
  useCatalogueLists,
} from '../../../api/catalogue-lists/get-catalogue-lists';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  type FilterField,
  type FilterOptions,
  filterOptionsOf,
  filterSearchString,
  type ProductFilters,
  parseFilters,
  toggleFilter,
} from '../filter-query';
import { FilterPanel } from './filter-panel';
import { listingQueryOptions, ProductListing } from './product-listing';
import { SortSelect } from './sort-select';

/** The list request of a set of filters: the same for the server's render and the browser's. */
export const listingParameters = (filters: ProductFilters) => ({
  ...(filters.q ? { q: filters.q } : {}),
  category: filters.category,
  subcategory: filters.subcategory,
  brand: filters.brand,
  sound: filters.sound,
  sort: filters.sort,
  ...(filters.branch ? { branch: filters.branch } : {}),
});

/** The branches "Available at" offers: the open ones where shoppers may pick up. */
const pickupBranchesOf = (branches: readonly Branch[] | undefined) =>
  branches?.filter((branch) => branch.pickup);

const NO_OPTIONS: FilterOptions = { category: [], subcategory: [], brand: [], sound: [] };
const NO_BRANCHES: Branch[] = [];

/**
 * What the server prefetches for a filtered listing at `url`: the shop's lists and branches
 * first, since they decide which of the URL's values the listing asks for.
 */
export async function prefetchFilteredListing(queryClient: QueryClient, url: URL) {
  const [lists, branches] = await Promise.all([
    queryClient.ensureQueryData(catalogueListsQueryOptions()).catch(() => undefined),
    queryClient.ensureQueryData(branchesQueryOptions()).catch(() => undefined),
  ]);
  const options = lists ? filterOptionsOf(lists) : undefined;
  const branchIds = pickupBranchesOf(branches)?.map((branch) => branch.id);
  await queryClient.prefetchInfiniteQuery(
    listingQueryOptions(listingParameters(parseFilters(url.searchParams, options, branchIds))),
  );
}

interface FilteredListingProps {
  heading: ReactNode;
  headingId: string;
}

/**
 * A listing with checkboxes and sort, all kept in the URL query (search words too), so a
 * filtered view can be shared and reloaded: /new_products and the search results.
 */
export function FilteredListing({ heading, headingId }: FilteredListingProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: lists } = useCatalogueLists();
  const options = useMemo(() => (lists ? filterOptionsOf(lists) : undefined), [lists]);
  const { data: branches } = useBranches();
  const pickupBranches = useMemo(() => pickupBranchesOf(branches), [branches]);
  const filters = useMemo(
    () =>
      parseFilters(
        searchParams,
        options,
        pickupBranches?.map((branch) => branch.id),
      ),
    [searchParams, options, pickupBranches],
  );
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
  const onToggle = (field: FilterField, value: string) =>
    apply(toggleFilter(filters, field, value, options ?? NO_OPTIONS));
  const onSort = (sort: ProductSort) => apply({ ...filters, sort });
  const onChooseBranch = (branch: number | undefined) => apply({ ...filters, branch });
  const onClear = () =>
    apply({ q: filters.q, category: [], subcategory: [], brand: [], sound: [], sort: filters.sort });

  const parameters = useMemo(() => listingParameters(filters), [filters]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="min-w-0 break-words text-2xl font-bold sm:text-3xl">
          {heading}
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
            <FilterPanel
              filters={filters}
              options={options ?? NO_OPTIONS}
              onToggle={onToggle}
              branches={pickupBranches ?? NO_BRANCHES}
              onChooseBranch={onChooseBranch}
              onClear={onClear}
            />
          </details>
        </aside>
        <div className="min-w-0 flex-1">
          <ProductListing parameters={parameters} labelledBy={headingId} />
        </div>
      </div>
    </div>
  );
}
