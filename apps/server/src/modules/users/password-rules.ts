import { ACCOUNT_MESSAGES, isPasswordTheEmail } from '@shop/shared';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../plugins/errors';

/** zxcvbn's 0-4: 3 is "safely unguessable" against an online attack, the least a new password gets. */
const MINIMUM_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The word lists are a few megabytes: they are read on the first new password, not at
 * start-up, and only here on the server (the storefront never imports this file).
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        // The defaults (256 characters, 100 l33t substitutions) let one 128-character password
        // like "aB3$aB3$..." hold the event loop for seconds; with these the worst we found
        // takes about a tenth of a second, and the first 64 characters decide any real password.
        maxLength: 64,
        l33tMaxSubstitutions: 10,
      }),
  );
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
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
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= MINIMUM_SCORE) return undefined;
  const common = result.sequence.some(
    (match) => 'dictionaryName' in match && String(match.dictionaryName).startsWith('passwords'),
  );
  return common ? ACCOUNT_MESSAGES.passwordTooCommon : ACCOUNT_MESSAGES.passwordTooGuessable;
}

/** Refuses a weak new password with a 400 that says why. */
export async function assertAcceptablePassword(
  password: string,
  account: { email: string; name?: string },
): Promise<void> {
  const problem = await passwordProblem(password, account);
  if (problem) throw badRequest(problem);
}
