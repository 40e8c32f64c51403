import { BRANCH_TEXTS, type BranchHoldingStock, type Product } from '@shop/shared';
import type { Variant } from './variant-choice';

/** The product answer's where-in-stock (docs/product/branches.md); absent from an older copy (the offline one). */
export type ProductWithWhereInStock = Product & { inStockAt?: readonly BranchHoldingStock[] };

/**
 * The product page's line under the stock: "In stock at Accra Mall and Kumasi Adum" for the
 * chosen variant (or the product sold one way), "Delivery only" when it is in stock but no
 * pickup branch holds it, nothing when it is sold out or the answer does not say where.
 */
export function whereInStockText(
  product: ProductWithWhereInStock,
  variant: Variant | undefined,
): string | undefined {
  const branches = product.inStockAt;
  if (!branches) return undefined;
  if ((variant?.stock ?? product.stock) <= 0) return undefined;
  let holding: readonly BranchHoldingStock[] = branches;
  if (variant) {
    const ids = variant.inStockAtBranchIds;
    if (!ids) return undefined;
    holding = branches.filter((branch) => ids.includes(branch.id));
  }
  return holding.length > 0
    ? BRANCH_TEXTS.inStockAt(holding.map((branch) => branch.name))
    : BRANCH_TEXTS.deliveryOnly;
}
