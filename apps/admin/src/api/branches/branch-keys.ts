/** The branches' query key, written once (decision 0067). */
export const branchKeys = {
  all: ['admin', 'branches'] as const,
};
