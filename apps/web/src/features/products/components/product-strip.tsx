import { HOME_HEADINGS } from '@shop/shared';
import { Link } from 'react-router';
import { useProductCards } from '../../../api/products/get-products';
import type { ProductListParameters } from '../../../api/products/product-list-parameters';
import { ProductSection } from './product-section';

interface ProductStripProps {
  id: string;
  heading: string;
  parameters: ProductListParameters;
  /** Where "View all" leads, when the strip has a fuller page. */
  viewAllHref?: string;
}

/** A home strip: asks the server for exactly the products it shows (limit, flag, category...). */
export function ProductStrip({ id, heading, parameters, viewAllHref }: ProductStripProps) {
  const query = useProductCards(parameters);
  return (
    <ProductSection
      id={id}
      heading={heading}
      action={
        viewAllHref ? (
          <Link
            to={viewAllHref}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-blue-700 hover:underline"
          >
            {HOME_HEADINGS.viewAll}
          </Link>
        ) : undefined
      }
      products={query.data?.products}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => query.refetch()}
      placeholderCount={parameters.limit ?? 8}
    />
  );
}
