// The password-strength check, run in a worker thread (modules/users/password-rules.ts): zxcvbn
// takes tens of milliseconds a password, and on the event loop a crowd registering at once held
// every other request for seconds. Plain JavaScript, so the same file runs from the sources and,
// copied by build.mjs, beside dist/main.js. The word lists load once per thread, on its first task.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { lowerThisThreadsPriority } from './password-thread-priority.mjs';

// Like the hashes (password-hash-task.mjs), the checks yield the core to shoppers already paying.
lowerThisThreadsPriority();

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  // The defaults (256 characters, 100 l33t substitutions) let one 128-character password like
  // "aB3$aB3$..." take seconds; with these the worst we found takes about a tenth of a second,
  // and the first 64 characters decide any real password. Fewer l33t readings (2 instead of
  // 10: 6.4 ms instead of 16.4 for the bench's 27-character password, the same scores on 29
  // passwords) were measured twice and not kept: with 200 sign-ups at once the cheaper check
  // lets the checkouts run all together, and on 2 cores their steps' p99 rose over 300 ms
  // (bench:http's checkout load: the row in docs/benchmarks.md, the measured runs in git's
  // history of README.md).
  maxLength: 64,
  l33tMaxSubstitutions: 10,
});

/** @param {{ password: string, words: string[] }} task */
export default async function estimate({ password, words }) {
  const result = await estimator.check(password, words);
  const common = result.sequence.some(
    (match) => 'dictionaryName' in match && String(match.dictionaryName).startsWith('passwords'),
  );
  return { score: result.score, common };
}
