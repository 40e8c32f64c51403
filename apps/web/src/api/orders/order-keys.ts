/** The query key of the shopper's orders, written once. */
export const orderKeys = {
  all: ['orders'] as const,
};
