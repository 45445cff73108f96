import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { behavioralQuestionDtoFixture, technicalQuestionDtoFixture } from '@/entities/question';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { QuestionQueuePage } from './question-queue-page';

const arrays = { topic_id: 'topic-arrays', name: 'Arrays' };
const technical = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title) =>
  technicalQuestionDtoFixture({ question_id: `id-${title}`, title, topic: arrays }),
);
const longPrompt = `Tell me about a time you had to deliver bad news to a teammate, ${'and how you did it '.repeat(6)}`;
const behavioral = [
  behavioralQuestionDtoFixture({ question_id: 'b-long', prompt: longPrompt }),
  behavioralQuestionDtoFixture({ question_id: 'b-short', prompt: 'Why this team?' }),
];

let queues: Record<string, string[]>;
let saved: Array<{ type: string; body: unknown }>;
let putAnswer: (type: string, ids: string[]) => Response;
let queueAnswer: (type: string) => Response;
let exhausted: Array<{ kind: string; members: number }>;
setupApiServer(
  http.get('http://localhost/questions/coverage/', () => HttpResponse.json({ week_start: '2026-03-08', exhausted })),
  http.get('http://localhost/questions/technical/all/', () => HttpResponse.json(technical)),
  http.get('http://localhost/questions/behavioral/all', () => HttpResponse.json(behavioral)),
  http.get('http://localhost/questions/:type/queue/', ({ params }) => queueAnswer(String(params.type))),
  http.put('http://localhost/questions/:type/queue/', async ({ request, params }) => {
    const body = (await request.json()) as { question_queue: string[] };
    saved.push({ type: String(params.type), body });
    return putAnswer(String(params.type), body.question_queue);
  }),
);

function renderPage(type: 'technical' | 'behavioral') {
  renderWithProviders(<QuestionQueuePage type={type} />, { store: createTestStore(sessionSlice) });
}

beforeEach(() => {
  queues = { technical: ['id-Alpha', 'id-Bravo'], behavioral: [] };
  exhausted = [];
  saved = [];
  queueAnswer = (type) => HttpResponse.json({ question_queue: queues[type] });
  putAnswer = (type, ids) => {
    queues[type] = ids;
    return HttpResponse.json({ question_queue: ids });
  };
});

const queueOrder = () =>
  within(screen.getByRole('list', { name: 'Queue order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
const candidates = () =>
  within(screen.getByRole('list', { name: 'Questions not in the queue' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit queue' }));
}

describe('QuestionQueuePage', () => {
  it('shows the saved queue in view mode, without editing controls', async () => {
    renderPage('technical');
    expect(await screen.findByRole('button', { name: 'Edit queue' })).toBeInTheDocument();
    expect(queueOrder()).toEqual(['Alpha (Arrays)', 'Bravo (Arrays)']);
    expect(screen.queryByRole('button', { name: /Move|Remove|^Add/ })).not.toBeInTheDocument();
  });

  it('enables Save only after a change, and disables it again when the change is undone', async () => {
    const user = userEvent.setup();
    renderPage('technical');
    await startEditing(user);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Charlie (Arrays) to the queue' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove Charlie (Arrays) from the queue' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a question by click once only: it leaves the list of questions not in the queue', async () => {
    const user = userEvent.setup();
    renderPage('technical');
    await startEditing(user);
    expect(candidates()).toEqual(['Charlie (Arrays)', 'Delta (Arrays)']);

    await user.click(screen.getByRole('button', { name: 'Add Charlie (Arrays) to the queue' }));

    expect(await screen.findByText('Question added to queue')).toBeInTheDocument();
    expect(queueOrder()).toEqual(['Alpha (Arrays)', 'Bravo (Arrays)', 'Charlie (Arrays)']);
    expect(candidates()).toEqual(['Delta (Arrays)']);
    expect(screen.queryByRole('button', { name: 'Add Charlie (Arrays) to the queue' })).not.toBeInTheDocument();
  });

  it('keeps the keyboard focus in the queue after Remove: on the next entry, the previous one at the end, the heading when empty', async () => {
    const user = userEvent.setup();
    renderPage('technical');
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Add Charlie (Arrays) to the queue' }));

    await user.click(screen.getByRole('button', { name: 'Remove Alpha (Arrays) from the queue' }));
    expect(screen.getByRole('button', { name: 'Remove Bravo (Arrays) from the queue' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Charlie (Arrays) from the queue' }));
    expect(screen.getByRole('button', { name: 'Remove Bravo (Arrays) from the queue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Queue' })).toHaveFocus();
  });

  it('moves questions up and down, bounded by the queue ends', async () => {
    const user = userEvent.setup();
    renderPage('technical');
    await startEditing(user);

    expect(screen.getByRole('button', { name: 'Move Alpha (Arrays) up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bravo (Arrays) down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Alpha (Arrays) down' }));
    expect(queueOrder()).toEqual(['Bravo (Arrays)', 'Alpha (Arrays)']);
    expect(screen.getByRole('button', { name: 'Move Bravo (Arrays) up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Alpha (Arrays) down' })).toBeDisabled();
  });

  it('saves the new order, says so, and shows what the server holds in view mode', async () => {
    const user = userEvent.setup();
    renderPage('technical');
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Remove Alpha (Arrays) from the queue' }));
    expect(await screen.findByText('Question removed from queue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Delta (Arrays) to the queue' }));
    await user.click(screen.getByRole('button', { name: 'Move Delta (Arrays) up' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Queue updated successfully')).toBeInTheDocument();
    expect(saved).toEqual([{ type: 'technical', body: { question_queue: ['id-Delta', 'id-Bravo'] } }]);
    expect(await screen.findByRole('button', { name: 'Edit queue' })).toBeInTheDocument();
    expect(queueOrder()).toEqual(['Delta (Arrays)', 'Bravo (Arrays)']);
  });

  it("keeps editing and shows 'Failed to update queue' when the save fails", async () => {
    const user = userEvent.setup();
    putAnswer = () => HttpResponse.json({ detail: 'The question queue contains unknown or duplicate ids.' }, { status: 400 });
    renderPage('technical');
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Move Alpha (Arrays) down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update queue')).toBeInTheDocument();
    expect(screen.getByText('The question queue contains unknown or duplicate ids.')).toBeInTheDocument();
    // SPEC's 'Failed to update question queue' stays beside Save with the reason once the toast has gone.
    expect(within(screen.getByRole('region', { name: 'Save the queue' })).getByRole('alert')).toHaveTextContent(
      'Failed to update question queue: The question queue contains unknown or duplicate ids.',
    );
    expect(queueOrder()).toEqual(['Bravo (Arrays)', 'Alpha (Arrays)']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows 'Failed to load data' when the queue cannot be read", async () => {
    queueAnswer = () => HttpResponse.json({ detail: 'Down.' }, { status: 500 });
    renderPage('technical');
    expect(await screen.findAllByText('Failed to load data')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('edits the behavioral queue too, naming questions by their first 100 characters, and adds one with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage('behavioral');
    expect(await screen.findByText('The queue is empty.')).toBeInTheDocument();
    await startEditing(user);
    expect(candidates()).toEqual([`${longPrompt.slice(0, 100)}...`, 'Why this team?']);

    act(() => screen.getByRole('button', { name: 'Drag Why this team? to the queue' }).focus());
    // dnd-kit's keyboard sensor: space picks the question up, an arrow key moves it over the queue, space drops it.
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');

    await waitFor(() => expect(queueOrder()).toEqual(['Why this team?']));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Queue updated successfully')).toBeInTheDocument();
    expect(saved).toEqual([{ type: 'behavioral', body: { question_queue: ['b-short'] } }]);
  });
});

describe('members who have met every question', () => {
  it('tells admins on the technical queue how many members of the open week have seen every question of their kind', async () => {
    exhausted = [{ kind: 'system_design', members: 12 }, { kind: 'algorithms', members: 1 }, { kind: 'behavioral', members: 3 }];
    renderPage('technical');

    expect(await screen.findByText('12 members have seen every system design question: add some')).toBeInTheDocument();
    expect(screen.getByText('1 member has seen every algorithms question: add some')).toBeInTheDocument();
    // The behavioral queue's own page says that one.
    expect(screen.queryByText(/behavioral question: add some/)).not.toBeInTheDocument();
  });

  it('says nothing while every member has a question left', async () => {
    renderPage('behavioral');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText(/question: add some/)).not.toBeInTheDocument());
  });
});
