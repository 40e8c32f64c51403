/** Stock at each branch's query keys, written once (decision 0068). */
export const branchStockKeys = {
  all: ['admin', 'branch-stock'] as const,
  /** A product's grid: its variants' units at every open branch. */
  product: (productId: number) => [...branchStockKeys.all, 'product', productId] as const,
  /** A page of the stock transfers log. */
  transfers: (page: number) => [...branchStockKeys.all, 'transfers', page] as const,
};
