import { NAV_LABELS, PAGE_META } from '@shop/shared';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FilteredListing, prefetchFilteredListing } from '../components/filtered-listing';

export const loadPageData: PageDataLoader = ({ queryClient, url }) =>
  prefetchFilteredListing(queryClient, url);

/** /new_products: checkboxes and sort, all kept in the URL query. */
export default function NewProductsPage() {
  usePageMeta(PAGE_META.newProducts.title, PAGE_META.newProducts.description);
  return <FilteredListing heading={NAV_LABELS.newProducts} headingId="filter-heading" />;
}
