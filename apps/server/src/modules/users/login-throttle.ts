import { setTimeout as sleep } from 'node:timers/promises';
import { API_MESSAGES } from '@shop/shared';
import { tooManyRequests } from '../../plugins/abuse-limits';
import type { App } from '../../plugins/zod-type-provider';
import { emailKey } from './auth-rate-limits';

/** The window in which failed logins of one account count (decision 0013). */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** How long an address an account logged in from stays known to it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 3000;

/** The wait before a login to an account that failed this often lately: 250 ms doubling, at most 3 s. */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(accountFailures - 1, 16));
}

/** The key that marks `address` as one the account of `email` logged in from lately. */
export function knownAddressKey(email: string, address: string): string {
  return `login:known:${emailKey(email)}:${address}`;
}

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Failed logins are counted per account and address together, never per account alone
 * (decision 0013). One address gets LOGIN_FAILURES_PER_ADDRESS tries at an account in 15
 * minutes, then 429 for that pair; the account as a whole only makes logins from other
 * addresses wait a little longer after each failure (at most 3 s); an address the account
 * logged in from within 30 days never waits. So no stranger can lock the owner out.
 */
export function loginThrottle(app: App) {
  const store = () => app.abuseCounters;
  return {
    /**
     * Counts the attempt, refuses a pair with too many failures, and waits as the account's
     * failures say. A staff member's second-step codes (decision 0073) count in a pair of their
     * own with the same limit, so wrong codes lock as wrong passwords do; a success clears both.
     */
    async begin(
      email: string,
      address: string,
      step: 'password' | 'code' = 'password',
    ): Promise<LoginAttempt> {
      const account = emailKey(email);
      // Attempts, not failures, are counted up front, so concurrent guesses cannot all pass
      // the check before the first failure is recorded; a success clears the pair.
      const passwordPairKey = `login:attempts:${account}:${address}`;
      const codePairKey = `login:code-attempts:${account}:${address}`;
      const pairKey = step === 'code' ? codePairKey : passwordPairKey;
      const knownKey = knownAddressKey(email, address);
      const failuresKey = `login:failures:${account}`;
      const [pair, known, failures] = await Promise.all([
        store().hit(pairKey, FAILURE_WINDOW_MS),
        store().read(knownKey),
        store().read(failuresKey),
      ]);
      if (pair.count > app.config.loginFailuresPerAddress) {
        throw tooManyRequests(pair.resetInMs, API_MESSAGES.tooManyFailedLogins);
      }
      if (known.count === 0) await sleep(loginDelayMs(failures.count));
      return {
        async failed() {
          await store().hit(failuresKey, FAILURE_WINDOW_MS);
        },
        async succeeded() {
          await Promise.all([
            store().forget(passwordPairKey),
            store().forget(codePairKey),
            store().remember(knownKey, KNOWN_ADDRESS_MS),
          ]);
        },
      };
    },
  };
}
