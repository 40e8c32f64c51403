/** The query key of the shopper's phone settings, written once. */
export const phoneKeys = {
  all: ['phone'] as const,
};
