export { InterviewTimePanel } from './ui/interview-time-panel';
export { interviewTimeApi } from './api/interview-time-api';
export type { InterviewTime, TimeProposal } from './model/types';
