export type { Interview, InterviewDto, InterviewStatus } from './model/types';
export { mapInterview } from './lib/map-interview';
export { interviewElementId } from './lib/interview-element-id';
export { interviewWeek, formatInterviewWeek, formatWeekStart, weekIsOver, type InterviewWeek } from './lib/interview-week';
export { formatProposedTime, partnerClockOf, proposedTimeLabel } from './lib/format-proposed-time';
export { INTERVIEW_WEEK_DAYS } from './config/community';
export { interviewApi, useGetMyInterviewsQuery, useGetInterviewQuery } from './api/interview-api';
export { InterviewStatusChip } from './ui/interview-status-chip';
/** For tests: a complete interview as the API sends it. */
export { interviewDtoFixture } from './lib/interview-dto-fixture';
