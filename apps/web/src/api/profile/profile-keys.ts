/** The query key of the shopper's profile, written once: /profile and the header's Admin link share it. */
export const profileKeys = {
  all: ['profile'] as const,
};
