import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useCatalogueLists } from '../../../api/catalogue-lists/get-catalogue-lists';
import { useProducts } from '../../../api/products/get-products';
import { FilterSelect, SearchBox } from '../../../components/list-filters';
import { PagedResults } from '../../../components/paged-results';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { headCellClass, Table } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useListFilters } from '../../../lib/use-list-filters';
import { ProductRow } from './product-row';

export default function ProductsPage() {
  const { page, setPage, filters, setFilter } = useListFilters({ search: '', category: '' });
  // Typing does not fire a request per key: the query follows the deferred text.
  const q = useDeferredValue(filters.search.trim());
  const products = useProducts({ page, q, category: filters.category });
  // The category filter offers the categories staff keep (Brands & categories).
  const categories = useCatalogueLists();

  return (
    <div>
      <PageHeader
        title={ADMIN_TEXTS.products.title}
        actions={
          <>
            <Link to={paths.catalogueTransfer} className={buttonClass('secondary')}>
              <FileSpreadsheet aria-hidden className="size-4" /> {ADMIN_TEXTS.products.importExport}
            </Link>
            <Link to={paths.newProduct} className={buttonClass()}>
              <Plus aria-hidden className="size-4" /> {ADMIN_TEXTS.products.newProduct}
            </Link>
          </>
        }
      />
      <div className="mb-3 flex flex-col gap-2 sm:flex-row">
        <SearchBox
          label={ADMIN_TEXTS.products.search}
          placeholder={ADMIN_TEXTS.products.searchPlaceholder}
          value={filters.search}
          onChange={setFilter('search')}
        />
        <FilterSelect
          label={ADMIN_TEXTS.products.categoryFilter}
          allLabel={ADMIN_TEXTS.products.allCategories}
          options={categories.data?.categories.map((category) => category.name) ?? []}
          className="sm:w-56"
          value={filters.category}
          onChange={setFilter('category')}
        />
      </div>
      <PagedResults
        query={products}
        countOf={(data) => data.products.length}
        emptyMessage={ADMIN_MESSAGES.noProductsFound}
        onPage={setPage}
      >
        {(data) => (
          <Table
            caption={ADMIN_TEXTS.products.caption}
            head={
              <tr>
                <th className={headCellClass}>
                  <span className="sr-only">{ADMIN_TEXTS.common.image}</span>
                </th>
                <th className={headCellClass}>{ADMIN_TEXTS.products.name}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.products.price}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.products.category}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.products.stock}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.products.flags}</th>
                <th className={headCellClass}>
                  <span className="sr-only">{ADMIN_TEXTS.common.actions}</span>
                </th>
              </tr>
            }
          >
            {data.products.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
