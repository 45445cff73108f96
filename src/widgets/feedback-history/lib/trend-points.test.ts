import type { Feedback, ReceivedFeedback } from '@/entities/feedback';
import { trendPoints } from './trend-points';

function received(interviewTime: string, rubric: Feedback['rubric'], ratings: Feedback['ratings']): ReceivedFeedback {
  return {
    interviewId: interviewTime,
    interviewTime,
    role: rubric === 'candidate' ? 'interviewee' : 'interviewer',
    author: { id: 2, username: 'ada', firstName: 'Ada', lastName: 'Lovelace' },
    feedback: { rubric, ratings, authorId: 2, subjectId: 1, comments: '', created: interviewTime, updated: interviewTime },
  };
}

const candidate = (problemSolving: number, communication: number, codeQuality: number, hintsNeeded: number) => ({ problemSolving, communication, codeQuality, hintsNeeded });

describe('trendPoints', () => {
  const history = [
    received('2026-03-17T20:00:00.000Z', 'candidate', candidate(5, 5, 4, 4)),
    received('2026-03-10T20:00:00.000Z', 'interviewer', { questionClarity: 1, hintHelpfulness: 1, professionalism: 1 }),
    received('2026-03-03T20:00:00.000Z', 'candidate', candidate(2, 3, 3, 1)),
    received('2026-03-01T20:00:00.000Z', 'legacy_interviewer', candidate(1, 1, 1, 1)),
  ];

  it('follows the candidate scores and their mean by interview date, leaving out feedback on other rubrics', () => {
    const { labels, series } = trendPoints(history, 'candidate');
    expect(labels).toEqual(['March 3, 2026', 'March 17, 2026']);
    expect(series.map((line) => [line.label, line.data])).toEqual([
      ['Average', [2.3, 4.5]],
      ['Problem solving', [2, 5]],
      ['Communication', [3, 5]],
      ['Code quality', [3, 4]],
      ['Hints needed', [1, 4]],
    ]);
  });

  it('follows the interviewer scores on their own criteria', () => {
    const { labels, series } = trendPoints(history, 'interviewer');
    expect(labels).toEqual(['March 10, 2026']);
    expect(series.map((line) => line.label)).toEqual(['Average', 'Question clarity', 'Helpfulness of hints', 'Professionalism and time-keeping']);
    expect(series[0].data).toEqual([1]);
  });
});
