/** The tax settings' query key, written once. */
export const taxSettingsKeys = {
  all: ['admin', 'tax-settings'] as const,
};
