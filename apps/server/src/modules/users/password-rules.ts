import { availableParallelism } from 'node:os';
import { ACCOUNT_MESSAGES, isPasswordTheEmail } from '@shop/shared';
import { badRequest } from '../../plugins/errors';
import { lazyWorkerPool } from '../../plugins/worker-pool';

/** zxcvbn's 0-4: 3 is "safely unguessable" against an online attack, the least a new password gets. */
const MINIMUM_SCORE = 3;

interface Estimate {
  score: number;
  common: boolean;
}

/**
 * zxcvbn runs in a worker thread (password-strength-task.mjs): each check takes tens of
 * milliseconds and its word lists are a few megabytes, so on the event loop 200 sign-ups at
 * once held every other request for seconds. One thread per core less one (one on two cores):
 * a burst of checks queues there rather than take every core from the requests. The
 * storefront never imports this file.
 */
const strengthWorkers = lazyWorkerPool(new URL('./password-strength-task.mjs', import.meta.url), {
  maxThreads: Math.max(1, availableParallelism() - 1),
  idleTimeoutMs: 60_000,
});

/** Ends the password-strength threads; the app's onClose calls it (a later check starts it again). */
export function closePasswordStrengthWorkers(): Promise<void> {
  return strengthWorkers.close();
}

/**
 * Why a new password is refused, or undefined when it is fine. The account's own e-mail and
 * name count as guessable words: "amamensah" is weak for Ama Mensah.
 */
export async function passwordProblem(
  password: string,
  account: { email: string; name?: string },
): Promise<string | undefined> {
  if (isPasswordTheEmail(password, account.email)) return ACCOUNT_MESSAGES.passwordIsEmail;
  const userInputs = [account.email, account.email.split('@')[0]!, ...(account.name?.split(/\s+/) ?? [])];
  // zxcvbn lower-cases the password before looking words up, but not these.
  const words = userInputs.map((word) => word.toLowerCase()).filter(Boolean);
  const result = await strengthWorkers.run<Estimate>({ password, words });
  if (result.score >= MINIMUM_SCORE) return undefined;
  return result.common ? ACCOUNT_MESSAGES.passwordTooCommon : ACCOUNT_MESSAGES.passwordTooGuessable;
}

/** Refuses a weak new password with a 400 that says why. */
export async function assertAcceptablePassword(
  password: string,
  account: { email: string; name?: string },
): Promise<void> {
  const problem = await passwordProblem(password, account);
  if (problem) throw badRequest(problem);
}
