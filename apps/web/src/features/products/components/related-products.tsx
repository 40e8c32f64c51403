import { PRODUCT_LABELS, type Product, RELATED_PRODUCT_COUNT, TRUNCATE_LONG } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { productCardsQueryOptions } from '../../../api/products/get-products';
import { StaticIsland } from '../../../components/static-island';
import { ProductGrid } from './product-grid';

/** Up to 5 products of the same category and subcategory, without the one on show. */
export const relatedProductsQueryOptions = (product: Product) =>
  productCardsQueryOptions({
    category: [product.category],
    subcategory: [product.subcategory],
    exclude: product.id,
    limit: RELATED_PRODUCT_COUNT,
  });

export function RelatedProducts({ product }: { product: Product }) {
  const query = useQuery(relatedProductsQueryOptions(product));
  const related = query.data?.products ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-3 text-xl font-bold">
        {PRODUCT_LABELS.related}
      </h2>
      {/* Keyed by the product: another product's page, visited in the browser, renders anew. */}
      <StaticIsland key={product.id} id="related-products">
        {/* The long cut (60 characters) on two lines: ten characters said too little of a name. */}
        <ProductGrid products={related} nameLength={TRUNCATE_LONG} twoLineName labelledBy="related-heading" />
      </StaticIsland>
    </section>
  );
}
