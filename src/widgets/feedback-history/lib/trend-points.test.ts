import type { ReceivedFeedback } from '@/entities/feedback';
import { trendPoints } from './trend-points';

function received(interviewTime: string, scores: [number, number, number, number]): ReceivedFeedback {
  const [problemSolving, communication, codeQuality, hintsNeeded] = scores;
  return {
    interviewId: interviewTime,
    interviewTime,
    role: 'interviewee',
    author: { id: 2, username: 'ada', firstName: 'Ada', lastName: 'Lovelace' },
    feedback: {
      authorId: 2, subjectId: 1, problemSolving, communication, codeQuality, hintsNeeded, comments: '', created: interviewTime, updated: interviewTime,
    },
  };
}

describe('trendPoints', () => {
  it('orders feedback by interview date and follows each score and their mean', () => {
    const { labels, series } = trendPoints([
      received('2026-03-17T20:00:00.000Z', [5, 5, 4, 4]),
      received('2026-03-03T20:00:00.000Z', [2, 3, 3, 1]),
    ]);
    expect(labels).toEqual(['March 3, 2026', 'March 17, 2026']);
    expect(series.map((line) => [line.label, line.data])).toEqual([
      ['Average', [2.3, 4.5]],
      ['Problem solving', [2, 5]],
      ['Communication', [3, 5]],
      ['Code quality', [3, 4]],
      ['Hints needed', [1, 4]],
    ]);
  });
});
