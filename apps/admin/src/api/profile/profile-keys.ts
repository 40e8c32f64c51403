/** The signed-in account's profile, written once: the staff gate reads it, sign-in fills it. */
export const profileKeys = {
  all: ['admin', 'profile'] as const,
};
