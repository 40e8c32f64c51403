/** The store information's query key, written once. */
export const storeInfoKeys = {
  all: ['admin', 'store-info'] as const,
};
