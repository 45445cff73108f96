import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { availabilityDragSlice, weekStartDate } from '@/widgets/availability-picker';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewSignupPage } from './interview-signup-page';

// Each render mounts the 336 cells of the grid, each with its tooltip: seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

const ada = memberDtoFixture({ id: 7 });

let signedIn: boolean;
let signedUp: boolean;
/** What GET /interview/availability/ answers: a saved grid, null (never saved) or a 500. */
let savedAvailability: AvailabilityGrid | null | 500;
let signupFails: boolean;
let signupBodies: unknown[];
let deletes: number;
let openWeekStart: string | undefined;

setupApiServer(
  http.get('http://localhost/auth/session/', () =>
    signedIn ? HttpResponse.json({ isAuthenticated: true, user: ada }) : HttpResponse.json({ isAuthenticated: false }),
  ),
  http.get('http://localhost/interview/pool/', () => HttpResponse.json({ sign_up: signedUp, week_start: openWeekStart })),
  http.get('http://localhost/interview/availability/', () =>
    savedAvailability === 500
      ? HttpResponse.json({ detail: 'Database unavailable.' }, { status: 500 })
      : HttpResponse.json({ user_id: ada.id, availability: savedAvailability }),
  ),
  http.post('http://localhost/interview/pool/', async ({ request }) => {
    const body = (await request.json()) as { availability: AvailabilityGrid };
    signupBodies.push(body);
    if (signupFails) return HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 });
    signedUp = true;
    savedAvailability = body.availability;
    return HttpResponse.json({ detail: 'Successfully signed up for an interview.' }, { status: 201 });
  }),
  http.delete('http://localhost/interview/pool/', () => {
    deletes += 1;
    signedUp = false;
    return HttpResponse.json({ detail: 'Your signup was deleted.' });
  }),
);

beforeEach(() => {
  signedIn = true;
  signedUp = false;
  openWeekStart = undefined;
  savedAvailability = null;
  signupFails = false;
  signupBodies = [];
  deletes = 0;
});

function renderPage() {
  renderWithProviders(<InterviewSignupPage />, { store: createTestStore(sessionSlice, availabilityDragSlice) });
}

/** Waits for the grid and a usable Submit button (the session has loaded), and finds cells by day and slot. */
async function findPicker() {
  const grid = await screen.findByRole('grid');
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  // `hidden: true` skips the per-element visibility check, about a second over 336 cells in jsdom.
  const cells = within(grid).getAllByRole('gridcell', { hidden: true });
  return { grid, submit, cell: (day: number, slot: number) => cells[slot * 7 + day] };
}

function gridWith(day: number, slot: number): AvailabilityGrid {
  const grid = emptyAvailability();
  grid[day][slot] = true;
  return grid;
}

describe('InterviewSignupPage', () => {
  it('shows the coming week and when pairing happens', async () => {
    renderPage();
    await findPicker();

    const sunday = weekStartDate(DateTime.local()).setLocale('en-US');
    expect(screen.getByText(`Availability for the week of ${sunday.toFormat('cccc, LLLL d')}`)).toBeInTheDocument();
    expect(screen.getByText(/Pairing happens Sunday at 11:00 PM Pacific time/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: sunday.toFormat('ccc M/d') })).toBeInTheDocument();
  });

  it("labels the days from the server's open week when it has moved on early", async () => {
    openWeekStart = '2030-03-10';
    renderPage();
    await findPicker();

    expect(screen.getByText('Availability for the week of Sunday, March 10')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sun 3/10' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sat 3/16' })).toBeInTheDocument();
  });

  it('signs up after the no-show warning is confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    const { submit, cell } = await findPicker();

    await user.click(cell(2, 4));
    await user.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Mock Interview' });
    expect(dialog).toHaveTextContent('No-shows are taken seriously and lead to a ban from the platform.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully signed up for an interview')).toBeInTheDocument();
    expect(signupBodies).toEqual([{ userId: ada.id, availability: gridWith(2, 4) }]);
    expect(await screen.findByText('Change or delete your existing signup')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderPage();
    const { submit, cell } = await findPicker();

    await user.click(cell(0, 0));
    await user.click(submit);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signupBodies).toEqual([]);
  });

  it('does not submit an empty week and says why', async () => {
    const user = userEvent.setup();
    renderPage();
    const { submit } = await findPicker();

    await user.click(submit);

    expect(screen.getByText('Select at least one time you are available before submitting.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signupBodies).toEqual([]);
  });

  it('shows the error toast when the signup fails', async () => {
    signupFails = true;
    const user = userEvent.setup();
    renderPage();
    const { submit, cell } = await findPicker();

    await user.click(cell(1, 1));
    await user.click(submit);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error signing up for interview')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    signedIn = false;
    const user = userEvent.setup();
    renderPage();
    const { submit, cell } = await findPicker();

    await user.click(cell(1, 1));
    await user.click(submit);

    expect(await screen.findByText('You must be logged in to sign up for an interview')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts from an empty grid when the saved availability cannot be loaded', async () => {
    savedAvailability = 500;
    renderPage();
    const { grid } = await findPicker();

    expect(within(grid).queryAllByRole('gridcell', { selected: true })).toEqual([]);
    expect(screen.queryByText(/unexpected/i)).not.toBeInTheDocument();
  });

  it('lets a member who signed up change the signup, starting from the saved availability', async () => {
    signedUp = true;
    savedAvailability = gridWith(3, 3);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Change Signup' }));
    const { grid, submit, cell } = await findPicker();
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toEqual([cell(3, 3)]);

    await user.click(cell(4, 4));
    await user.click(submit);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Change or delete your existing signup')).toBeInTheDocument();
    const expected = gridWith(3, 3);
    expected[4][4] = true;
    expect(signupBodies).toEqual([{ userId: ada.id, availability: expected }]);
  });

  it('deletes a signup after confirmation and shows the picker again', async () => {
    signedUp = true;
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Signup' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete your signup?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your signup was deleted')).toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(deletes).toBe(1);
  });
});
