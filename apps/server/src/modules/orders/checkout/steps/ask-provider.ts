import { type Charge, PaymentUnreachableError } from '../../../payments';
import type { CheckoutDependencies } from '../dependencies';

/** Asks the provider about a charge: undefined when it knows none of that reference; 502 when it does not answer. */
export function askProvider(deps: Pick<CheckoutDependencies, 'provider'>, reference: string) {
  return deps.provider.verify(reference);
}

/**
 * Asks the provider, tolerating silence: `unreachable` when it does not answer, for the
 * callers that can decide without it (a repeated start, the sweeper). Any other error throws.
 */
export async function askProviderIfReachable(
  deps: Pick<CheckoutDependencies, 'provider'>,
  reference: string,
): Promise<Charge | undefined | 'unreachable'> {
  try {
    return await askProvider(deps, reference);
  } catch (error) {
    if (error instanceof PaymentUnreachableError) return 'unreachable';
    throw error;
  }
}
