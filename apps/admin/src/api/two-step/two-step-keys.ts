/** The staff member's own two-step state's query key, written once. */
export const twoStepKeys = {
  all: ['admin', 'two-step'] as const,
};
