import type { CandidateRatings, FeedbackRubric, InterviewerRatings, RatingKey } from '../model/types';

export interface RatingField<Key extends RatingKey = RatingKey> {
  key: Key;
  label: string;
  /** What 1 and 5 mean, shown under the label so the scale reads the same way for every score. */
  scale: string;
}

export interface Rubric {
  fields: readonly RatingField[];
  /** Names the criteria wherever a feedback is shown, so scores of two rubrics are never read as one. */
  name: string;
  /** Said under the name, when the rubric needs explaining. */
  note?: string;
  /** The heading of the member's history of feedback received in this rubric. */
  historyTitle: string;
}

/** The interviewer's scores of the candidate, in the order the form and the history show them; higher is better for each. */
const CANDIDATE_FIELDS: readonly RatingField<keyof CandidateRatings>[] = [
  { key: 'problemSolving', label: 'Problem solving', scale: '1 = struggled, 5 = excellent' },
  { key: 'communication', label: 'Communication', scale: '1 = hard to follow, 5 = very clear' },
  { key: 'codeQuality', label: 'Code quality', scale: '1 = poor, 5 = excellent' },
  { key: 'hintsNeeded', label: 'Hints needed', scale: '1 = many hints, 5 = no hints needed' },
];

/** The interviewee's scores of the interviewer; higher is better for each. */
const INTERVIEWER_FIELDS: readonly RatingField<keyof InterviewerRatings>[] = [
  { key: 'questionClarity', label: 'Question clarity', scale: '1 = confusing, 5 = very clear' },
  { key: 'hintHelpfulness', label: 'Helpfulness of hints', scale: '1 = no help, 5 = helped at the right moments' },
  { key: 'professionalism', label: 'Professionalism and time-keeping', scale: '1 = late or dismissive, 5 = on time and respectful' },
];

/** Each rubric's criteria and how it is named (contracts/feedback-rubrics.ts holds the server's lists). */
export const RUBRICS: Readonly<Record<FeedbackRubric, Rubric>> = {
  candidate: { fields: CANDIDATE_FIELDS, name: 'Scored as the candidate', historyTitle: 'As the interviewee' },
  interviewer: { fields: INTERVIEWER_FIELDS, name: 'Scored as the interviewer', historyTitle: 'As the interviewer' },
  legacy_interviewer: {
    fields: CANDIDATE_FIELDS,
    name: 'Scored as the interviewer, on the old criteria',
    note: 'Given before interviewers had criteria of their own, so on the candidate criteria; not counted with either.',
    historyTitle: 'As the interviewer, on the old criteria',
  },
};

export const ratingLabel = (value: number) => `${value} out of 5`;
