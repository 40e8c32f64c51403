/** The delivery fees' query key, written once. */
export const deliveryFeeKeys = {
  all: ['admin', 'delivery-fees'] as const,
};
