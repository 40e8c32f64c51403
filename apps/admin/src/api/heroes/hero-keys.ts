/** The heroes' query key, written once. */
export const heroKeys = {
  all: ['admin', 'heroes'] as const,
};
