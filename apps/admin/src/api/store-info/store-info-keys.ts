/** The store information's query key, written once. */
export const storeInfoKeys = {
  all: ['admin', 'store-info'] as const,
  /** The Payments section (pay on delivery): its own call, under the same prefix. */
  payments: ['admin', 'store-info', 'payments'] as const,
};
