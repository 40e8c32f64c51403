/** The query key of the shop's branches (decision 0067), written once. */
export const branchKeys = {
  all: ['branches'] as const,
};
