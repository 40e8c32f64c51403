/** The contact messages' query keys, written once; every one starts with `all`. */
export const contactMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  page: (page: number) => [...contactMessageKeys.all, 'list', page] as const,
};
