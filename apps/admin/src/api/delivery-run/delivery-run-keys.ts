/** The delivery run's query keys, written once; every one starts with `all`. */
export const deliveryRunKeys = {
  all: ['admin', 'delivery-run'] as const,
  /** One day's run; '' is today (the server's default). */
  day: (date: string) => [...deliveryRunKeys.all, date] as const,
};
