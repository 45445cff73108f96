import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member';
import { behavioralQuestionDtoFixture, type BehavioralQuestionDto } from '@/entities/question';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { BehavioralQuestionsPage } from './behavioral-questions-page';

const longPrompt = `Describe a project where ${'the requirements kept changing '.repeat(5)}and how you coped.`;
let questions: BehavioralQuestionDto[];
let writes: Array<{ call: string; body: unknown }>;
setupApiServer(
  http.get('http://localhost/auth/session/', () =>
    HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }) }),
  ),
  http.get('http://localhost/questions/behavioral/all', () => HttpResponse.json(questions)),
  http.post('http://localhost/questions/behavioral/', async ({ request }) => {
    const body = (await request.json()) as { prompt: string };
    writes.push({ call: 'POST', body });
    const created = behavioralQuestionDtoFixture({ question_id: 'new-id', prompt: body.prompt });
    questions = [created, ...questions];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.put('http://localhost/questions/behavioral/:id/', async ({ request, params }) => {
    const body = (await request.json()) as { prompt: string };
    writes.push({ call: `PUT ${String(params.id)}`, body });
    questions = questions.map((question) => (question.question_id === params.id ? { ...question, prompt: body.prompt } : question));
    return HttpResponse.json(questions.find((question) => question.question_id === params.id));
  }),
);

function renderPage() {
  renderWithProviders(<BehavioralQuestionsPage />, { store: createTestStore(sessionSlice) });
}

beforeEach(() => {
  questions = [
    behavioralQuestionDtoFixture({ question_id: 'long-id', prompt: longPrompt }),
    behavioralQuestionDtoFixture({ question_id: 'short-id', prompt: 'Why this team?' }),
  ];
  writes = [];
});

const shownPrompts = () =>
  within(screen.getByRole('list', { name: 'Behavioral questions' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

describe('BehavioralQuestionsPage', () => {
  it('shows each question by its first 100 characters plus an ellipsis', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Behavioral questions' });
    expect(shownPrompts()).toEqual([`${longPrompt.slice(0, 100)}...`, 'Why this team?']);
  });

  it('adds a question, and the list shows it without a manual refresh', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add behavioral question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByText('Prompt is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: /^Prompt/ }));
    await user.paste('Tell me about a **mistake** you made.');
    // A new question starts at medium; the admin sets it to hard.
    expect(within(dialog).getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
    await user.click(within(dialog).getByRole('combobox', { name: 'Difficulty' }));
    await user.click(screen.getByRole('option', { name: 'Hard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      { call: 'POST', body: { prompt: 'Tell me about a **mistake** you made.', solution: '', follow_ups: '', source: '', difficulty: 'hard' } },
    ]);
    await waitFor(() => expect(shownPrompts()[0]).toBe('Tell me about a **mistake** you made.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a question in place', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Why this team?' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Edit behavioral question' })).getByRole('textbox', { name: /^Prompt/ });
    expect(prompt).toHaveValue('Why this team?');
    await user.type(prompt, '!');
    await user.click(screen.getByRole('button', { name: 'Update question' }));

    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ call: 'PUT short-id', body: expect.objectContaining({ prompt: 'Why this team?!' }) }]);
    await waitFor(() => expect(shownPrompts()[1]).toBe('Why this team?!'));
  });
});
