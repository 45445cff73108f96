import type { RatingKey } from '../model/types';

export interface RatingField {
  key: RatingKey;
  label: string;
  /** What 1 and 5 mean, shown under the label so the scale reads the same way for every score. */
  scale: string;
}

/** The four scores, in the order the form and the history show them; higher is better for each. */
export const RATING_FIELDS: readonly RatingField[] = [
  { key: 'problemSolving', label: 'Problem solving', scale: '1 = struggled, 5 = excellent' },
  { key: 'communication', label: 'Communication', scale: '1 = hard to follow, 5 = very clear' },
  { key: 'codeQuality', label: 'Code quality', scale: '1 = poor, 5 = excellent' },
  { key: 'hintsNeeded', label: 'Hints needed', scale: '1 = many hints, 5 = no hints needed' },
];

export const ratingLabel = (value: number) => `${value} out of 5`;
