import { associatedObjectLink } from './associated-object-link';

const person = (first_name: string, last_name: string) => ({ username: first_name.toLowerCase(), first_name, last_name });

describe('associatedObjectLink', () => {
  it('links a reported interview to its page, naming both members', () => {
    const link = associatedObjectLink({
      type: 'interview',
      associatedId: '5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10',
      associatedObject: { interview_id: '5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10', interviewer: person('Ada', 'Lovelace'), interviewee: person('Alan', 'Turing') },
    });
    expect(link).toEqual({ label: 'Interview: Ada Lovelace interviewing Alan Turing', path: '/interviews/5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10' });
  });

  it('opens a technical question in the editor and a behavioral one in its queue', () => {
    expect(associatedObjectLink({ type: 'question', associatedId: 'q1', associatedObject: { question_id: 'q1', title: 'Two Sum' } })).toEqual({
      label: 'Question: Two Sum',
      path: '/questions/technical/edit/q1',
    });
    expect(associatedObjectLink({ type: 'question', associatedId: 'q2', associatedObject: { question_id: 'q2', prompt: 'Tell me about a conflict.' } })).toEqual({
      label: 'Behavioral question: Tell me about a conflict.',
      path: '/questions/queue/behavioral',
    });
  });

  it('gives nothing once the reported object is gone', () => {
    expect(associatedObjectLink({ type: 'member', associatedId: '42', associatedObject: null })).toBeNull();
  });
});
