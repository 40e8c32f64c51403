// The password-strength check, run in a worker thread (modules/users/password-rules.ts): zxcvbn
// takes tens of milliseconds a password, and on the event loop a crowd registering at once held
// every other request for seconds. Plain JavaScript, so the same file runs from the sources and,
// copied by build.mjs, beside dist/main.js. The word lists load once per thread, on its first task.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  // The defaults (256 characters, 100 l33t substitutions) let one 128-character password like
  // "aB3$aB3$..." take seconds, and the first 64 characters decide any real password. Each
  // l33t reading is a whole pass over the dictionaries (about 1 ms for a 27-character
  // password): the first reading substitutes every l33t character ("p4ssw0rd" -> "password"),
  // the second the other letter of an ambiguous one ("1" is "i" or "l"). With 2 instead of 10
  // a password takes 6.4 ms instead of 16.4, and 29 l33t-spelt and ordinary passwords scored
  // the same under 1, 2, 3 and 10 (issue 28).
  maxLength: 64,
  l33tMaxSubstitutions: 2,
});

/** @param {{ password: string, words: string[] }} task */
export default async function estimate({ password, words }) {
  const result = await estimator.check(password, words);
  const common = result.sequence.some(
    (match) => 'dictionaryName' in match && String(match.dictionaryName).startsWith('passwords'),
  );
  return { score: result.score, common };
}
