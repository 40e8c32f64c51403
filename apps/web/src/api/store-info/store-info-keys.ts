/** The query keys of the store information (about, contact, delivery) and the seller, written once. */
export const storeInfoKeys = {
  all: ['store-info'] as const,
  seller: ['store-info', 'seller'] as const,
  policies: ['store-info', 'policies'] as const,
};
