/** The promotions' query keys, written once: the uses start with `all`, so one invalidation refreshes both. */
export const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  /** The orders that used one promotion. */
  uses: (id: number) => [...promotionKeys.all, 'uses', id] as const,
};
