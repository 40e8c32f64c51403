import { PRODUCT_LABELS, type Product, RELATED_PRODUCT_COUNT, TRUNCATE_SHORT } from '@shop/shared';
import { useProducts } from '../../../api/products/get-products';
import { ProductGrid } from './product-grid';

/** Up to 5 products of the same category and subcategory, without the one on show. */
export function RelatedProducts({ product }: { product: Product }) {
  const query = useProducts({
    category: [product.category],
    subcategory: [product.subcategory],
    exclude: product.id,
    limit: RELATED_PRODUCT_COUNT,
  });
  const related = query.data?.products ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-3 text-xl font-bold">
        {PRODUCT_LABELS.related}
      </h2>
      <ProductGrid products={related} nameLength={TRUNCATE_SHORT} labelledBy="related-heading" />
    </section>
  );
}
