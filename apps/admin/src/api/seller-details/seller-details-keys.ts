/** The seller details' query key, written once. */
export const sellerDetailsKeys = {
  all: ['admin', 'seller-details'] as const,
};
