import { CART_MESSAGES, CATALOGUE_MESSAGES } from '@shop/shared';
import type { ReactNode } from 'react';
import type { ProductCardData } from '../../../api/products/product-cards';
import { SectionHeading } from '../../../components/section-heading';
import { StaticIsland } from '../../../components/static-island';
import { EmptyMessage, ErrorMessage } from '../../../components/status-message';
import { LoadingProductGrid, ProductGrid } from './product-grid';

interface ProductSectionProps {
  id: string;
  heading: ReactNode;
  action?: ReactNode;
  products: readonly ProductCardData[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  placeholderCount: number;
  eagerCount?: number;
}

/** A titled group of products with the first version's loading, empty and failure states. */
export function ProductSection(props: ProductSectionProps) {
  const { id, heading, action, products, isPending, isError, onRetry, placeholderCount, eagerCount } = props;
  let body: ReactNode;
  if (isPending) body = <LoadingProductGrid count={placeholderCount} />;
  else if (isError) body = <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={onRetry} />;
  else if (!products?.length) body = <EmptyMessage text={CATALOGUE_MESSAGES.noProducts} />;
  else
    body = (
      // Keyed by what it shows: new products (a refetch) render anew, not into the kept DOM.
      <StaticIsland key={products.map((product) => product.id).join()} id={`${id}-products`}>
        <ProductGrid products={products} labelledBy={id} eagerCount={eagerCount} />
      </StaticIsland>
    );
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-6">
      <SectionHeading id={id} action={action}>
        {heading}
      </SectionHeading>
      {body}
    </section>
  );
}
