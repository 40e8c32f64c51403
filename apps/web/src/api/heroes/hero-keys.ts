/** The query key of the hero banners, written once. */
export const heroKeys = {
  all: ['heroes'] as const,
};
