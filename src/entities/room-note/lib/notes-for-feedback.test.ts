import { notesForFeedback } from './notes-for-feedback';
import type { RoomNotes } from '../model/types';

const notes = (overrides: Partial<RoomNotes>): RoomNotes => ({ interviewId: 'i', text: '', shared: false, lines: [], star: [], updated: null, ...overrides });
const star = (questionId: string, situation: string, result = '') => ({ questionId, situation, task: '', action: '', result });

describe('notesForFeedback', () => {
  it('gives the pad, then each behavioral answer in the interview’s order, leaving out empty parts', () => {
    const text = notesForFeedback(notes({ text: 'Clear plan.\n', star: [star('b', 'Late release', 'Shipped'), star('a', 'Two teams')] }), ['a', 'b']);
    expect(text).toBe('Clear plan.\n\nBehavioral answer 1\nSituation: Two teams\n\nBehavioral answer 2\nSituation: Late release\nResult: Shipped');
  });

  it('is empty when nothing was noted', () => {
    expect(notesForFeedback(notes({ text: '  ', star: [star('a', ' ')] }))).toBe('');
  });
});
