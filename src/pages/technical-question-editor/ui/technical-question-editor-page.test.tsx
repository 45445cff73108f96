import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { technicalQuestionDtoFixture } from '@/entities/question';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { TechnicalQuestionEditorPage } from './technical-question-editor-page';

const arrays = { topic_id: 'topic-arrays', name: 'Arrays', created: '2026-01-01T00:00:00.000Z', created_by: 'grace' };
const zebra = { topic_id: 'topic-zebra', name: 'Zebra puzzles', created: '2026-01-01T00:00:00.000Z', created_by: 'grace' };
const existing = technicalQuestionDtoFixture({ question_id: 'existing-id', title: 'Two Sum', topic: { topic_id: arrays.topic_id, name: 'Arrays' } });

let requests: Array<{ call: string; body: unknown }> = [];
let createAnswer: (body: Record<string, unknown>) => Response;
setupApiServer(
  http.get('http://localhost/questions/topics/', () => HttpResponse.json([arrays, zebra])),
  http.post('http://localhost/questions/topics/', async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    if (name === 'Arrays') return HttpResponse.json({ detail: 'A topic named "Arrays" already exists.' }, { status: 409 });
    return HttpResponse.json({ topic_id: 'topic-new', name, created: '2026-03-01T00:00:00.000Z', created_by: 'grace' }, { status: 201 });
  }),
  http.get('http://localhost/questions/technical/existing-id/', () => HttpResponse.json(existing)),
  http.post('http://localhost/questions/technical/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ call: 'POST /questions/technical/', body });
    return createAnswer(body);
  }),
  http.put('http://localhost/questions/technical/:id/', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ call: `PUT /questions/technical/${String(params.id)}/`, body });
    return HttpResponse.json(technicalQuestionDtoFixture({ question_id: String(params.id), title: String(body.title), topic: { topic_id: String(body.topic), name: 'Arrays' } }));
  }),
  http.get('http://localhost/questions/technical/all/', () => HttpResponse.json([])),
);

function created(body: Record<string, unknown>) {
  return HttpResponse.json(
    technicalQuestionDtoFixture({
      question_id: 'new-id',
      title: String(body.title),
      topic: { topic_id: String(body.topic), name: 'Arrays' },
      prompt: String(body.prompt),
      solution: String(body.solution),
      follow_ups: String(body.follow_ups),
      source: String(body.source),
    }),
    { status: 201 },
  );
}

function visit(path: string) {
  const { router } = renderWithProviders(
    [
      { path: '/questions/technical/create', element: <TechnicalQuestionEditorPage /> },
      { path: '/questions/technical/edit/:id', element: <TechnicalQuestionEditorPage /> },
      { path: '/questions/technical/', element: <h1>Question list</h1> },
    ],
    { store: createTestStore(sessionSlice), initialEntries: [path] },
  );
  return router;
}

beforeEach(() => {
  requests = [];
  createAnswer = created;
});

async function chooseTopic(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Topic/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: /Title/ }));
  await user.paste('Valid Parentheses');
  await chooseTopic(user, 'Arrays');
  await user.click(screen.getByRole('textbox', { name: /^Prompt/ }));
  await user.paste('Check the brackets.');
}

describe('TechnicalQuestionEditorPage', () => {
  it('starts in create mode and switches to update mode after a successful creation', async () => {
    const user = userEvent.setup();
    const router = visit('/questions/technical/create');
    expect(await screen.findByRole('heading', { name: 'Create question' })).toBeInTheDocument();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('textbox', { name: 'Source' }));
    await user.paste('https://example.com/parens');

    await user.click(screen.getByRole('button', { name: 'Create question' }));

    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions/technical/edit/new-id'));
    expect(await screen.findByRole('button', { name: 'Update question' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Valid Parentheses');
    expect(requests).toEqual([
      {
        call: 'POST /questions/technical/',
        body: {
          title: 'Valid Parentheses', topic: 'topic-arrays', prompt: 'Check the brackets.', solution: '', follow_ups: '', source: 'https://example.com/parens',
          difficulty: 'medium',
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: /Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Update question' }));
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(requests[1]).toMatchObject({ call: 'PUT /questions/technical/new-id/', body: { title: 'Valid Parentheses!' } });
  });

  it('opens a question that has an id in update mode, its fields filled', async () => {
    visit('/questions/technical/edit/existing-id');
    expect(await screen.findByRole('button', { name: 'Update question' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Two Sum');
    expect(await screen.findByRole('combobox', { name: /Topic/ })).toHaveTextContent('Arrays');
  });

  it('refuses to send a form without its required fields', async () => {
    const user = userEvent.setup();
    visit('/questions/technical/create');
    await user.click(await screen.findByRole('button', { name: 'Create question' }));
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a topic.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("stays in create mode and shows 'Error creating question' with the server's message when creation fails", async () => {
    const user = userEvent.setup();
    createAnswer = () => HttpResponse.json({ detail: 'Please correct the highlighted fields.', errors: { topic: ['Unknown topic.'] } }, { status: 400 });
    visit('/questions/technical/create');
    await screen.findByRole('heading', { name: 'Create question' });
    await fillRequiredFields(user);

    await user.click(screen.getByRole('button', { name: 'Create question' }));

    expect(await screen.findByText('Error creating question')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Unknown topic.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create question' })).toBeInTheDocument();
  });

  it('appends a new topic to the end of the dropdown and chooses it', async () => {
    const user = userEvent.setup();
    visit('/questions/technical/create');
    await user.type(await screen.findByRole('textbox', { name: 'New topic' }), 'Bit tricks');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));

    expect(await screen.findByText('Topic created.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveTextContent('Bit tricks');
    await user.click(screen.getByRole('combobox', { name: /Topic/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Arrays', 'Zebra puzzles', 'Bit tricks']);
  });

  it("shows 'Error creating topic' with the server's message", async () => {
    const user = userEvent.setup();
    visit('/questions/technical/create');
    await user.type(await screen.findByRole('textbox', { name: 'New topic' }), 'Arrays');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(await screen.findByText('Error creating topic')).toBeInTheDocument();
    expect(screen.getByText('A topic named "Arrays" already exists.')).toBeInTheDocument();
  });

  it('previews the markdown as it is typed, raw HTML skipped', async () => {
    const user = userEvent.setup();
    visit('/questions/technical/create');
    await user.click(await screen.findByRole('textbox', { name: /^Prompt/ }));
    await user.paste('Use a **stack** <b>now</b>');
    const preview = screen.getByRole('region', { name: 'Prompt preview' });
    expect(await within(preview).findByText('stack')).toContainHTML('<strong>stack</strong>');
    expect(preview.querySelector('b')).toBeNull();
  });

  it('asks before leaving unsaved changes, and stays or leaves as told', async () => {
    const user = userEvent.setup();
    const router = visit('/questions/technical/create');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Half written');

    await user.click(screen.getByRole('link', { name: 'Back to questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitForElementToBeRemoved(dialog);
    expect(router.state.location.pathname).toBe('/questions/technical/create');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half written');

    await user.click(screen.getByRole('link', { name: 'Back to questions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions/technical/'));
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    const router = visit('/questions/technical/edit/existing-id');
    await screen.findByRole('button', { name: 'Update question' });
    await user.click(screen.getByRole('link', { name: 'Back to questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions/technical/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
