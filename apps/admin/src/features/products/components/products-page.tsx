import { ADMIN_MESSAGES, CATEGORIES } from '@shop/shared';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { headCellClass, Table } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useProducts } from '../api/get-products';
import { ProductRow } from './product-row';

export default function ProductsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  // Typing does not fire a request per key: the query follows the deferred text.
  const q = useDeferredValue(search.trim());
  const products = useProducts({ page, q, category });

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
        <input
          type="search"
          aria-label="Search products by name"
          placeholder="Search by name"
          className={inputClass}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select
          aria-label="Filter by category"
          className={`${inputClass} sm:w-56`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadError message={products.error.message} />
      ) : products.data.products.length === 0 ? (
        <Empty message={ADMIN_MESSAGES.noProductsFound} />
      ) : (
        <>
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
            {products.data.products.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </Table>
          <Pager
            page={products.data.page}
            limit={products.data.limit}
            total={products.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
