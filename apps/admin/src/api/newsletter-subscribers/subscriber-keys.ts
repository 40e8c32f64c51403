/** The newsletter subscribers' query keys, written once; every one starts with `all`. */
export const subscriberKeys = {
  all: ['admin', 'newsletter-subscribers'] as const,
  page: (page: number) => [...subscriberKeys.all, 'list', page] as const,
};
