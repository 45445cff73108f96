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
const server = setupApiServer(
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
          difficulty: 'medium', test_spec: null,
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

describe('TechnicalQuestionEditorPage: test cases (issue 29)', () => {
  // By label, not role: a role query computes the accessible name of every field of this long form, each time.
  async function fill(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, text: string) {
    const field = screen.getByLabelText(name, { selector: 'input, textarea' });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  }

  async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string, type: string) {
    await user.click(screen.getByRole('combobox', { name }));
    await user.click(await screen.findByRole('option', { name: type }));
  }

  it('writes a function with typed parameters and cases, checks them per field as the server would, and sends them', async () => {
    const user = userEvent.setup();
    visit('/questions/technical/create');
    await screen.findByRole('heading', { name: 'Create question' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Add test cases' }));
    await fill(user, /^Function name/, 'twoSum');
    await fill(user, 'Parameter 1 name', 'nums');
    await chooseType(user, 'Parameter 1 type', 'int[]');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await fill(user, 'Parameter 2 name', 'target');
    await chooseType(user, 'Return type', 'int[]');
    await fill(user, 'Case 1: nums (int[])', '[2, 7, 11, 15]');
    await fill(user, 'Case 1: target (int)', '9.5');
    await fill(user, 'Case 1: expected (int[])', '[0, 1');
    await user.click(screen.getByRole('button', { name: 'Add case' }));
    await fill(user, 'Case 2: nums (int[])', '[3, 3]');
    await fill(user, 'Case 2: target (int)', '6');
    await fill(user, 'Case 2: expected (int[])', '[0, 1]');
    await user.click(screen.getByRole('checkbox', { name: 'Case 2 hidden (interviewer only)' }));
    await fill(user, 'Case 2: time limit (ms)', '50');

    await user.click(screen.getByRole('button', { name: 'Create question' }));
    // JSON that does not parse and a limit out of range, each on its field; nothing sent.
    expect(screen.getByRole('textbox', { name: 'Case 1: expected (int[])' })).toHaveAccessibleDescription(/^Not valid JSON/);
    expect(screen.getByRole('textbox', { name: 'Case 2: time limit (ms)' })).toHaveAccessibleDescription('Whole milliseconds from 100 to 10000.');
    expect(requests).toEqual([]);

    await fill(user, 'Case 1: expected (int[])', '[0, 1]');
    await fill(user, 'Case 2: time limit (ms)', '500');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    // Parsed, but not of the declared type: the server's own message, on the argument.
    expect(screen.getByRole('textbox', { name: 'Case 1: target (int)' })).toHaveAccessibleDescription('Case 1: target must be int.');
    expect(requests).toEqual([]);

    await fill(user, 'Case 1: target (int)', '9');
    // The starter code follows the signature.
    expect(screen.getByLabelText('Starter code in JavaScript')).toHaveTextContent('function twoSum(nums, target)');
    await user.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByLabelText('Starter code in Python')).toHaveTextContent('def twoSum(nums: list[int], target: int) -> list[int]:');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({
      test_spec: {
        function_name: 'twoSum',
        parameters: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }],
        return_type: 'int[]',
        cases: [
          { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false },
          { input: [[3, 3], 6], expected: [0, 1], hidden: true, time_limit_ms: 500 },
        ],
      },
    });
  });

  it("moves each case's argument with its parameter, and shows the server's refusals", async () => {
    const user = userEvent.setup();
    createAnswer = () => HttpResponse.json({ detail: 'Case 1: b must be int.', errors: { test_spec: ['Case 1: b must be int.', 'Show at least one case as an example.'] } }, { status: 400 });
    visit('/questions/technical/create');
    await screen.findByRole('heading', { name: 'Create question' });
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Add test cases' }));
    await fill(user, /^Function name/, 'pick');
    await fill(user, 'Parameter 1 name', 'a');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await fill(user, 'Parameter 2 name', 'b');
    await fill(user, 'Case 1: a (int)', '1');
    await fill(user, 'Case 1: b (int)', '2');
    await user.click(screen.getByRole('button', { name: 'Move b up' }));
    expect(screen.getByRole('textbox', { name: 'Parameter 1 name' })).toHaveValue('b');
    expect(screen.getByRole('textbox', { name: 'Case 1: b (int)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Case 1: a (int)' })).toHaveValue('1');
    await fill(user, 'Case 1: expected (int)', '3');

    await user.click(screen.getByRole('button', { name: 'Create question' }));
    const alert = (await screen.findAllByRole('alert')).find((element) => element.textContent?.includes('Show at least one case'));
    if (!alert) throw new Error('The test cases section shows no refusal.');
    expect(within(alert).getByText('Case 1: b must be int.')).toBeInTheDocument();
    expect(within(alert).getByText('Show at least one case as an example.')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ test_spec: { parameters: [{ name: 'b' }, { name: 'a' }], cases: [{ input: [2, 1], expected: 3 }] } });
  });

  it('opens a question with its cases, and removing them sends null', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('http://localhost/questions/technical/existing-id/', () =>
        HttpResponse.json({
          ...existing,
          test_spec: { function_name: 'twoSum', parameters: [{ name: 'nums', type: 'int[]' }], return_type: 'int', float_tolerance: 0.5, cases: [{ input: [[1]], expected: 1, hidden: false }] },
        }),
      ),
    );
    visit('/questions/technical/edit/existing-id');
    expect(await screen.findByRole('textbox', { name: /^Function name/ })).toHaveValue('twoSum');
    expect(screen.getByRole('textbox', { name: 'Case 1: nums (int[])' })).toHaveValue('[1]');
    expect(screen.getByRole('textbox', { name: /^Float tolerance/ })).toHaveValue('0.5');
    await user.click(screen.getByRole('button', { name: 'Remove test cases' }));
    await user.click(screen.getByRole('button', { name: 'Update question' }));
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ test_spec: null });
  });
});
