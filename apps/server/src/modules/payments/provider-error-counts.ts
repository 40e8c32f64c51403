import type { PaymentProvider } from './provider';

/** The calls as /metrics labels them (its words predate the providers' own names; dashboards read them). */
export type ProviderCall = 'start' | 'look-up' | 'refund';

/** Calls to the payment provider that threw (no answer, a timeout, a 5xx, a refused key), since start. */
export type ProviderErrorCounts = Record<ProviderCall, number>;

/**
 * The provider with each failed call counted, for /metrics: a shop whose payments fail
 * should see it before its shoppers write in. The calls and their errors are unchanged.
 */
export function countingErrors(provider: PaymentProvider, counts: ProviderErrorCounts): PaymentProvider {
  const counted =
    <Args extends unknown[], Result>(call: ProviderCall, run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await run(...args);
      } catch (error) {
        counts[call] += 1;
        throw error;
      }
    };
  return {
    name: provider.name,
    answersWithinMs: provider.answersWithinMs,
    initiate: counted('start', (charge) => provider.initiate(charge)),
    verify: counted('look-up', (reference) => provider.verify(reference)),
    refund: counted('refund', (reference, part) => provider.refund(reference, part)),
    findRefund: counted('look-up', (reference, note) => provider.findRefund(reference, note)),
  };
}
