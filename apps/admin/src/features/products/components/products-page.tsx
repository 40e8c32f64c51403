import { ADMIN_MESSAGES, CATEGORIES } from '@shop/shared';
import { Plus } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
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

  return (
    <div>
      <PageHeader
        title="Products"
        actions={
          <Link to={paths.newProduct} className={buttonClass()}>
            <Plus aria-hidden className="size-4" /> New product
          </Link>
        }
      />
      <div className="mb-3 flex flex-col gap-2 sm:flex-row">
        <SearchBox
          label="Search products by name"
          placeholder="Search by name"
          value={filters.search}
          onChange={setFilter('search')}
        />
        <FilterSelect
          label="Filter by category"
          allLabel="All categories"
          options={CATEGORIES}
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
            caption="Products"
            head={
              <tr>
                <th className={headCellClass}>
                  <span className="sr-only">Image</span>
                </th>
                <th className={headCellClass}>Name</th>
                <th className={headCellClass}>Price</th>
                <th className={headCellClass}>Category</th>
                <th className={headCellClass}>Stock</th>
                <th className={headCellClass}>Flags</th>
                <th className={headCellClass}>
                  <span className="sr-only">Actions</span>
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
