/** The query key of the delivery fee list, written once: /cart and /order share it. */
export const deliveryFeeKeys = {
  all: ['delivery-fees'] as const,
};
