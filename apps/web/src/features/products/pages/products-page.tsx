import { NAV_LABELS, PAGE_META, SEARCH_RESULTS_TEXT } from '@shop/shared';
import { useSearchParams } from 'react-router';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FilteredListing, prefetchFilteredListing } from '../components/filtered-listing';
import { listingQueryOptions, ProductListing } from '../components/product-listing';
import { parseFilters } from '../filter-query';

const NO_FILTERS = {};

/** /products?q=words is the search's results page; /products alone is the grid of all products. */
export const loadPageData: PageDataLoader = ({ queryClient, url }) =>
  parseFilters(url.searchParams).q
    ? prefetchFilteredListing(queryClient, url)
    : queryClient.prefetchInfiniteQuery(listingQueryOptions(NO_FILTERS));

function SearchResults({ text }: { text: string }) {
  usePageMeta(SEARCH_RESULTS_TEXT.pageTitle(text), SEARCH_RESULTS_TEXT.pageDescription(text));
  return <FilteredListing heading={SEARCH_RESULTS_TEXT.heading(text)} headingId="search-heading" />;
}

function AllProducts() {
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

export default function ProductsPage() {
  const [searchParams] = useSearchParams();
  const text = parseFilters(searchParams).q;
  return text ? <SearchResults text={text} /> : <AllProducts />;
}
