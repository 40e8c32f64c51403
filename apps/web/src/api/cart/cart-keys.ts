/** The query key of the shopper's cart, written once: the header badge, /cart and /order share it. */
export const cartKeys = {
  all: ['cart'] as const,
};
