import { ROUND_KEY, type RoundNumber } from '../config/document';

/** The round the pair is in: 2 once either swapped roles (and the pair has a second interview), else 1. */
export function readCurrentRound(settings: Readonly<Record<string, unknown>>, roundCount: number): RoundNumber {
  return settings[ROUND_KEY] === 2 && roundCount >= 2 ? 2 : 1;
}
