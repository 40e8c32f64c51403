/** The dashboard's query key, written once: an order's status move refreshes it too. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};
