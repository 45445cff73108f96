import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { BehavioralQuestionCard } from './behavioral-question-card';

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const QUESTION_ID = '9a4e7c2b-3f1d-4b6a-8c5e-1d2f3a4b5c02';
const NOTES_URL = `http://localhost/interview/${INTERVIEW_ID}/room/notes/`;
const saved = { question_id: QUESTION_ID, situation: 'Two teams, one API', task: '', action: '', result: '' };

let puts: unknown[] = [];
setupApiServer(
  http.get(NOTES_URL, () => HttpResponse.json({ interview_id: INTERVIEW_ID, text: '', shared: false, entries: [], star: [saved], updated: null })),
  http.put(`${NOTES_URL}star/`, async ({ request }) => {
    const body = await request.json();
    puts.push(body);
    return HttpResponse.json({ interview_id: INTERVIEW_ID, text: '', shared: false, entries: [], star: [body], updated: '2026-03-09T18:05:00.000Z' });
  }),
);

beforeEach(() => {
  puts = [];
});

const question = { questionId: QUESTION_ID, prompt: 'Tell me about a **conflict**.', followUps: 'What would you change?', solution: 'Owns their part; names a concrete result.' };

describe('BehavioralQuestionCard', () => {
  it('shows the question, its follow-ups and what a strong answer shows, and saves STAR notes once the typing pauses', async () => {
    renderWithProviders(<BehavioralQuestionCard interviewId={INTERVIEW_ID} number={1} question={question} />);
    const card = screen.getByRole('article', { name: 'Behavioral question 1' });
    expect(await within(card).findByText('conflict', { selector: 'strong' })).toBeInTheDocument();
    expect(card).toHaveTextContent('What would you change?');
    expect(within(card).getByRole('button', { name: 'What a strong answer shows' })).toBeInTheDocument();

    expect(await within(card).findByRole('textbox', { name: 'Situation' })).toHaveValue('Two teams, one API');
    fireEvent.change(within(card).getByRole('textbox', { name: 'Result' }), { target: { value: 'Agreed on a contract' } });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved.'), { timeout: 3000 });
    expect(puts).toEqual([{ ...saved, result: 'Agreed on a contract' }]);
  });

  it('times the answer with its own stopwatch', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BehavioralQuestionCard interviewId={INTERVIEW_ID} number={2} question={question} />);
    const stopwatch = screen.getByRole('group', { name: 'Time on behavioral question 2' });
    expect(within(stopwatch).getByRole('button', { name: 'Reset' })).toBeDisabled();
    await user.click(within(stopwatch).getByRole('button', { name: 'Start' }));
    expect(within(stopwatch).getByRole('button', { name: 'Reset' })).toBeEnabled();
    await user.click(within(stopwatch).getByRole('button', { name: 'Reset' }));
    expect(within(stopwatch).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(stopwatch).toHaveTextContent('0:00');
  });
});
