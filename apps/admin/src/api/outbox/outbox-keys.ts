/** The outbox's query keys, written once; every one starts with `all`. */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (page: number) => [...outboxKeys.all, 'list', page] as const,
};
