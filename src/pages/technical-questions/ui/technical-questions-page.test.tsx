import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { technicalQuestionDtoFixture } from '@/entities/question';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { TechnicalQuestionsPage } from './technical-questions-page';

const topic = (name: string) => ({ topic_id: `topic-${name}`, name });
const questions = [
  technicalQuestionDtoFixture({ question_id: 'q1', title: 'Two Sum', topic: topic('Arrays'), prompt: 'Find two numbers adding to a target.' }),
  technicalQuestionDtoFixture({ question_id: 'q2', title: 'Invert a tree', topic: topic('trees'), prompt: 'Mirror a BINARY tree.' }),
  technicalQuestionDtoFixture({ question_id: 'q3', title: 'Word Ladder', topic: topic('Graphs'), prompt: 'Shortest transformation sequence.' }),
  technicalQuestionDtoFixture({ question_id: 'q4', title: 'Course Schedule', topic: topic('Graphs'), prompt: 'Detect a cycle.' }),
];

let answer: () => Response;
setupApiServer(
  http.get('http://localhost/auth/session/', () =>
    HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }) }),
  ),
  http.get('http://localhost/questions/technical/all/', () => answer()),
);

function renderPage() {
  renderWithProviders(<TechnicalQuestionsPage />, { store: createTestStore(sessionSlice) });
}

beforeEach(() => {
  answer = () => HttpResponse.json(questions);
});

// Each card's title is its level-3 heading.
const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('TechnicalQuestionsPage filters', () => {
  it('lists every question at first, with the count', async () => {
    renderPage();
    expect(await screen.findByText('showing 4 of 4 questions')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Two Sum', 'Invert a tree', 'Word Ladder', 'Course Schedule']);
    expect(screen.getByRole('heading', { name: 'filters' })).toBeInTheDocument();
  });

  it('searches title, prompt and topic name ignoring case', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search' });

    await user.type(search, 'TWO sum');
    expect(shownTitles()).toEqual(['Two Sum']);

    await user.clear(search);
    await user.type(search, 'binary');
    expect(shownTitles()).toEqual(['Invert a tree']);

    await user.clear(search);
    await user.type(search, 'gRaPhS');
    expect(shownTitles()).toEqual(['Word Ladder', 'Course Schedule']);
    expect(screen.getByText('showing 2 of 4 questions')).toBeInTheDocument();
  });

  it('offers the distinct topic names sorted, and filters by topic name', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('showing 4 of 4 questions');

    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All topics', 'Arrays', 'Graphs', 'trees']);

    await user.click(screen.getByRole('option', { name: 'Graphs' }));
    expect(shownTitles()).toEqual(['Word Ladder', 'Course Schedule']);
    expect(screen.getByText('showing 2 of 4 questions')).toBeInTheDocument();
  });

  it("shows 'no questions match your criteria' and 'clear filters' brings every question back", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'nothing like this');

    expect(screen.getByText('no questions match your criteria')).toBeInTheDocument();
    expect(screen.getByText('showing 0 of 4 questions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByText('showing 4 of 4 questions')).toBeInTheDocument();
  });

  it('shows and hides the details as markdown, and links Edit to the editor', async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json([technicalQuestionDtoFixture({ question_id: 'q1', solution: 'Use a **hash map**.' })]);
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Two Sum' });

    await user.click(within(card).getByRole('button', { name: 'Show Details' }));
    expect(await within(card).findByText('hash map')).toContainHTML('<strong>hash map</strong>');
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/questions/technical/edit/q1');
    expect(within(card).getByRole('button', { name: 'Report Question' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide Details' }));
    expect(within(card).queryByText('hash map')).not.toBeInTheDocument();
  });

  it('says so when the questions cannot be loaded', async () => {
    answer = () => HttpResponse.json({ detail: 'Down.' }, { status: 500 });
    renderPage();
    expect(await screen.findByText('Failed to get questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
