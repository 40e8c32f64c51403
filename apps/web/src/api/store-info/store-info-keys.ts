/** The query key of the store information (about, contact, delivery), written once. */
export const storeInfoKeys = {
  all: ['store-info'] as const,
};
