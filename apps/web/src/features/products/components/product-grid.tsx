import type { Product } from '@shop/shared';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  /** How many of the first cards load eagerly (those above the fold). */
  eagerCount?: number;
  nameLength?: number;
  labelledBy?: string;
}

export function ProductGrid({ products, eagerCount = 0, nameLength, labelledBy }: ProductGridProps) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} nameLength={nameLength} />
        </li>
      ))}
    </ul>
  );
}
