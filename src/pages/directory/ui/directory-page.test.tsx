import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture, type MemberDto } from '@/entities/member';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { DirectoryPage } from './directory-page';

/** Members 1..count named "Member N"; each search answers with its page of them. */
function membersNamed(count: number): MemberDto[] {
  return Array.from({ length: count }, (_, index) =>
    memberDtoFixture({ id: index + 1, username: `member${index + 1}`, first_name: 'Member', last_name: String(index + 1) }),
  );
}

let everyone: MemberDto[] = [];
let searches: Array<{ q: string; page: string }> = [];
const server = setupApiServer(
  http.get('http://localhost/directory/search/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const page = Number(params.get('page'));
    const size = Number(params.get('page_size'));
    searches.push({ q, page: String(page) });
    const matches = everyone.filter((member) => `${member.first_name} ${member.last_name} ${member.username}`.toLowerCase().includes(q));
    return HttpResponse.json({ count: matches.length, next: null, previous: null, results: matches.slice((page - 1) * size, page * size) });
  }),
  http.get('http://localhost/directory/recommended/', () =>
    HttpResponse.json([memberDtoFixture({ id: 99, username: 'grace', first_name: 'Grace', last_name: 'Hopper' })]),
  ),
);

function renderDirectory() {
  const { router } = renderWithProviders(
    [
      { path: '/directory', element: <DirectoryPage /> },
      { path: '/directory/:userId', element: <p>A member profile</p> },
    ],
    { initialEntries: ['/home', '/directory'], initialIndex: 1 },
  );
  return router;
}

/** Results show as soon as they arrive (msw answers at once). */
const LOADED = { timeout: 3000 };
const searchBox = () => screen.getByRole('searchbox', { name: 'Search members' });

beforeEach(() => {
  everyone = membersNamed(45);
  searches = [];
});

describe('DirectoryPage', () => {
  it('lists members 20 to a page with Previous and Next', async () => {
    const user = userEvent.setup();
    renderDirectory();

    expect(screen.getByRole('heading', { name: 'Member Directory' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    expect(await screen.findByText('Page 1 of 3', {}, LOADED)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }, LOADED));

    expect(await screen.findByText('Page 3 of 3', {}, LOADED)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(searches.map((search) => search.page)).toEqual(['1', '2', '3']);
  });

  it('shows the results as soon as they arrive, with no minimum loading time', async () => {
    renderDirectory();

    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    // The answer takes milliseconds; the old minimum held the spinner for a whole second.
    expect(await screen.findByText('Page 1 of 3', {}, { timeout: 800 })).toBeInTheDocument();
  });

  it('keeps the page when coming back from a profile', async () => {
    const user = userEvent.setup();
    const router = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Next' }, LOADED));
    await screen.findByText('Page 2 of 3', {}, LOADED);

    await user.click(within(screen.getByRole('article', { name: 'Member 21' })).getByRole('link', { name: /View Full Profile/ }));
    expect(screen.getByText('A member profile')).toBeInTheDocument();
    await act(() => router.navigate(-1));

    // Straight from the cache: no loading state, no new request.
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Member 21' })).toBeInTheDocument();
    expect(searches).toHaveLength(2);
  });

  it("says 'No members found' when nothing matches", async () => {
    everyone = [];
    renderDirectory();

    expect(await screen.findByText('No members found', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('shows an empty list and an error toast when the search fails', async () => {
    server.use(http.get('http://localhost/directory/search/', () => HttpResponse.json({ detail: 'Down.' }, { status: 500 })));
    renderDirectory();

    expect(await screen.findByText('Failed to search for members', {}, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('No members found', {}, LOADED)).toBeInTheDocument();
  });

  it('shows the recommended members on the Discover tab', async () => {
    const user = userEvent.setup();
    renderDirectory();

    await user.click(screen.getByRole('tab', { name: 'Discover' }));

    expect(await screen.findByRole('article', { name: 'Grace Hopper' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('reports a failure to get the recommended members', async () => {
    server.use(http.get('http://localhost/directory/recommended/', () => HttpResponse.json({ detail: 'Down.' }, { status: 500 })));
    const user = userEvent.setup();
    renderDirectory();

    await user.click(screen.getByRole('tab', { name: 'Discover' }));

    expect(await screen.findByText('Failed to get recommended members', {}, LOADED)).toBeInTheDocument();
  });

  describe('search', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('sends one request once typing has paused for 300 ms', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDirectory();
      await screen.findByText('Page 1 of 3', {}, LOADED);
      expect(searches).toEqual([{ q: '', page: '1' }]);

      await user.type(searchBox(), 'member 4');
      expect(screen.getByRole('tab', { name: 'Results' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(299));
      expect(searches).toHaveLength(1);

      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(searches).toEqual([
        { q: '', page: '1' },
        { q: 'member 4', page: '1' },
      ]);
      expect(await screen.findByRole('article', { name: 'Member 45' }, LOADED)).toBeInTheDocument();
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Member 4', 'Member 40', 'Member 41', 'Member 42', 'Member 43', 'Member 44', 'Member 45',
      ]);
    });

    it('starts a new search at its first page', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDirectory();
      await user.click(await screen.findByRole('button', { name: 'Next' }, LOADED));
      expect(await screen.findByText('Page 2 of 3', {}, LOADED)).toBeInTheDocument();

      await user.type(searchBox(), 'member');

      expect(await screen.findByText('Page 1 of 3', {}, LOADED)).toBeInTheDocument();
      expect(searches.at(-1)).toEqual({ q: 'member', page: '1' });
    });
  });
});
