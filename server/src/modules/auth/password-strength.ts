import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn scores 0 (guessable in under 10^3 tries) to 4; below 2 falls to an online or cheap offline attack. */
const MIN_SCORE = 2;
export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess.';
const GENERIC_ADVICE = 'Use a few uncommon words together; avoid names, keyboard patterns and repeated characters.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the common-password, English-word and keyboard dictionaries. They weigh megabytes,
 * so they load on the first password checked, not at start-up (and never into the web bundle).
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/** Null when the password is hard enough to guess, else why not. `userInputs` (username, email, names) count as known words. */
export async function guessabilityProblem(password: string, userInputs: string[]): Promise<string | null> {
  const result = (await loadEstimator()).check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  // The estimator's own warning says which weakness it found ("This is a heavily used password.").
  return `${PASSWORD_TOO_GUESSABLE} ${result.feedback.warning || GENERIC_ADVICE}`;
}
