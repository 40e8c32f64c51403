import { Worker } from 'node:worker_threads';
import { ACCOUNT_MESSAGES, isPasswordTheEmail } from '@shop/shared';
import { badRequest } from '../../plugins/errors';

/** zxcvbn's 0-4: 3 is "safely unguessable" against an online attack, the least a new password gets. */
const MINIMUM_SCORE = 3;

interface Estimate {
  score: number;
  common: boolean;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (estimate: Estimate) => void; reject: (error: Error) => void }>();

/**
 * The word lists are a few megabytes and each check takes tens of milliseconds: both live in
 * a worker thread (password-strength-worker.mjs), started on the first new password, so
 * neither start-up nor the event loop pays for them. The storefront never imports this file.
 */
function workerThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./password-strength-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (answer: { id: number; error?: string } & Partial<Estimate>) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if (answer.error !== undefined) waiting.reject(new Error(answer.error));
    else waiting.resolve({ score: answer.score ?? 0, common: answer.common ?? false });
  });
  started.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

function estimate(password: string, words: string[]): Promise<Estimate> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    workerThread().postMessage({ id, password, words });
  });
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
  const result = await estimate(password, words);
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
