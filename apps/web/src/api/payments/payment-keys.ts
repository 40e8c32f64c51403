/** The query key of the payment settings (which popup to open), written once. */
export const paymentKeys = {
  config: ['payment-config'] as const,
};
