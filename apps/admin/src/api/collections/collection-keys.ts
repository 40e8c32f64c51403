/** What the collected figures are asked for: a range of days, both ends included (YYYY-MM-DD). */
export interface CollectionsRange {
  from?: string;
  to?: string;
}

/** The collected figures' query keys, written once; every one starts with `all`. */
export const collectionKeys = {
  all: ['admin', 'collections'] as const,
  range: (range: CollectionsRange) => [...collectionKeys.all, range] as const,
};
