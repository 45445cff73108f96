import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { http, HttpResponse } from 'msw';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { feedbackDtoFixture, feedbackStateDtoFixture, interviewerFeedbackDtoFixture, type FeedbackStateDto } from '@/entities/feedback';
import { interviewDtoFixture, type InterviewDto } from '@/entities/interview';
import { memberDtoFixture } from '@/entities/member';
import { technicalQuestionDtoFixture } from '@/entities/question';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewDetailPage } from './interview-detail-page';

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const ada = memberDtoFixture();
const grace = interviewDtoFixture().interviewee;
const twoSum = technicalQuestionDtoFixture();
const graphs = technicalQuestionDtoFixture({
  question_id: 'c0ffee00-0000-4000-8000-000000000002',
  title: 'Course Schedule',
  topic: { topic_id: 't2', name: 'Graphs' },
  prompt: 'Detect a **cycle**.\n\n<script>window.pwned = true</script>\n\nSee <img src="x" onerror="window.pwned = true"> the graph.',
  solution: 'Topological sort.',
});

let viewer = ada;
let interview: InterviewDto;
let feedbackState: FeedbackStateDto;
const server = setupApiServer(
  http.get(`http://localhost/interview/${INTERVIEW_ID}/feedback/`, () => HttpResponse.json(feedbackState)),
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: viewer })),
  http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () => HttpResponse.json(interview)),
  http.get(`http://localhost/interview/${INTERVIEW_ID}/room/history/`, () =>
    HttpResponse.json({ room_id: INTERVIEW_ID, rounds: [{ interview_id: INTERVIEW_ID, interviewer_id: 1, interviewee_id: 2 }], updates: [], notes: [] }),
  ),
  http.get(`http://localhost/interview/${INTERVIEW_ID}/time/`, () =>
    HttpResponse.json({ proposed_time: interview.proposed_time, confirmed_by: [], agreed: false, proposal: null, windows: [], latest: '2026-03-22T07:00:00.000Z', changeable: true }),
  ),
  http.get(`http://localhost/interview/${INTERVIEW_ID}/room/notes/`, () =>
    HttpResponse.json({ interview_id: INTERVIEW_ID, text: '', shared: false, entries: [], star: [], updated: null }),
  ),
  // A live interview the viewer may cancel (the cancel section asks on every render of a live one).
  http.get(`http://localhost/interview/${INTERVIEW_ID}/cancellation/`, () =>
    HttpResponse.json({ cancellable: true, late_if_now: false, late_cancellation_hours: 24, cancellation: null }),
  ),
);
const browserZone = Settings.defaultZone;

beforeEach(() => {
  viewer = ada;
  interview = interviewDtoFixture({ technical_questions: [twoSum, graphs] });
  feedbackState = feedbackStateDtoFixture();
  // The viewer's browser is on the US east coast; the community counts weeks in Pacific time.
  Settings.defaultZone = 'America/New_York';
});
afterEach(() => {
  Settings.defaultZone = browserZone;
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/interviews/:interviewId" element={<InterviewDetailPage />} />
      <Route path="/interviews" element={<p>My Interviews list</p>} />
    </Routes>,
    { store: createTestStore(sessionSlice), initialEntries: [`/interviews/${INTERVIEW_ID}`] },
  );
}

/** A Sunday 00:00 Pacific, as the server sets date_effective, some weeks from now. */
function weekStartingIn(weeks: number): string {
  const now = DateTime.now().setZone(COMMUNITY_TIME_ZONE);
  // Luxon numbers weekdays 1 (Monday) to 7 (Sunday).
  const thisSunday = now.minus({ days: now.weekday % 7 }).startOf('day');
  return thisSunday.plus({ weeks }).toUTC().toISO() ?? '';
}

/** jsdom's Blob has no text(); FileReader reads it the old way. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
}

const questionButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('InterviewDetailPage', () => {
  it('shows the week, the roles, the participants and how to reach them', async () => {
    renderPage();

    expect(await screen.findByText('You interview Grace')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Interview' })).toBeInTheDocument();
    expect(screen.getByText('Scheduled week: March 8, 2026 – March 14, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Completed on/)).not.toBeInTheDocument();

    const graceCard = screen.getByRole('heading', { name: 'Grace Hopper' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(graceCard).getByText('Interviewee')).toBeInTheDocument();
    expect(within(graceCard).getByText('Mathematics')).toBeInTheDocument();
    expect(within(graceCard).getByRole('link', { name: 'grace@example.edu' })).toHaveAttribute('href', 'mailto:grace@example.edu');
    expect(within(graceCard).getByText('Discord: amazing_grace')).toBeInTheDocument();
    expect(within(graceCard).getByRole('link', { name: 'View profile of Grace Hopper' })).toHaveAttribute('href', '/directory/2');
    expect(screen.getByText('Interviewer (you)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Interview' })).toBeInTheDocument();
  });

  it('links the pair, and only the pair, to the interview room while its week lasts', async () => {
    interview = interviewDtoFixture({ date_effective: weekStartingIn(0) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open the interview room' })).toHaveAttribute(
      'href',
      `/interviews/${INTERVIEW_ID}/room`,
    );
    expect(screen.getByText('Open all week: meet there at the proposed time, or whenever you both agree.')).toBeInTheDocument();
  });

  it('offers no room once the week is over (the replay stays)', async () => {
    interview = interviewDtoFixture({ date_effective: weekStartingIn(-2) });
    renderPage();
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the interview room' })).not.toBeInTheDocument();
  });

  it('shows no room link to an admin looking at other members’ interview', async () => {
    viewer = memberDtoFixture({ id: 99, username: 'root', first_name: 'Root' });
    renderPage();
    expect(await screen.findByText(/interviews/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the interview room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Replay of the interview room' })).not.toBeInTheDocument();
  });

  it('shows the pair the replay of their room beside the feedback', async () => {
    renderPage();
    const replay = (await screen.findByRole('heading', { name: 'Replay of the interview room' })).closest('section') as HTMLElement;
    expect(await within(replay).findByText('Nothing was written in the room.')).toBeInTheDocument();
  });

  it('tells the interviewee who interviews them', async () => {
    viewer = grace;
    renderPage();

    expect(await screen.findByText('Ada interviews you')).toBeInTheDocument();
    expect(screen.getByText('Interviewee (you)')).toBeInTheDocument();
  });

  it('shows the completion date when there is one', async () => {
    interview = interviewDtoFixture({ status: 'completed', date_completed: '2026-03-11T18:30:00.000Z' });
    renderPage();

    expect(await screen.findByText('Completed on March 11, 2026')).toBeInTheDocument();
  });

  it('shows the proposed time in the viewer’s time zone and offers it as a calendar file', async () => {
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn((file: Blob) => {
      files.push(file);
      return 'blob:interview';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();

    // 02:00 UTC on March 10 is 10 PM on March 9 in New York (and 7 PM in the community's Pacific time).
    expect(await screen.findByText(/^Monday, March 9, 2026\b.* 7:00 PM PDT; your time: Monday, March 9, 2026\b.* 10:00 PM EDT$/)).toBeInTheDocument();
    expect(screen.getByText('Proposed time')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('mock-interview.ics');
    const ics = await readText(files[0]);
    expect(ics).toContain('\r\nDTSTART:20260310T020000Z\r\nDTEND:20260310T030000Z\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nURL:http://localhost/#/interviews/${INTERVIEW_ID}\r\n`);
    clicked.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("calls the time agreed once both members agreed, and shows it on the partner's clock too", async () => {
    interview = interviewDtoFixture({ agreed: true, partner_time_zone: 'Europe/London' });
    renderPage();
    const label = await screen.findByText('Agreed time');
    expect(screen.queryByText('Proposed time')).not.toBeInTheDocument();
    // 10 PM in New York is 2 AM the next morning in London, where summer time has not begun yet.
    expect(within(label.parentElement as HTMLElement).getByText(
      /^Monday, March 9, 2026\b.* 10:00 PM EDT \(your time\) · Tuesday, March 10, 2026\b.* 2:00 AM \(Monday night\) for Grace Hopper \(Europe\/London\)$/,
    )).toBeInTheDocument();
  });

  it('opens one question at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You interview Grace');

    await user.click(questionButton('Two Sum'));
    expect(questionButton('Two Sum')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Keep a map from value to index/)).toBeInTheDocument();

    await user.click(questionButton('Course Schedule'));
    expect(questionButton('Course Schedule')).toHaveAttribute('aria-expanded', 'true');
    expect(questionButton('Two Sum')).toHaveAttribute('aria-expanded', 'false');

    await user.click(questionButton('Course Schedule'));
    expect(questionButton('Course Schedule')).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders question markdown with raw HTML skipped, and lets the question be reported', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You interview Grace');

    await user.click(questionButton('Course Schedule'));

    const cycle = await screen.findByText('cycle');
    expect(cycle.tagName).toBe('STRONG');
    const details = cycle.closest('.MuiAccordion-root') as HTMLElement;
    expect(details.querySelector('script, img, [onerror]')).toBeNull();
    expect(details).not.toHaveTextContent('pwned');
    expect(within(details).getByText('Topological sort.')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Report Question' })).toBeInTheDocument();
  });

  it("says 'no questions assigned yet' when there are none", async () => {
    interview = interviewDtoFixture({ technical_questions: [] });
    renderPage();

    expect(await screen.findByText('no questions assigned yet')).toBeInTheDocument();
  });

  it('tells the interviewee the questions stay hidden while the server withholds them', async () => {
    viewer = grace;
    interview = interviewDtoFixture({ date_effective: weekStartingIn(0), technical_questions: [], questions_hidden: true });
    renderPage();

    expect(await screen.findByText("Your interviewer's questions stay hidden until the interview is over.")).toBeInTheDocument();
    expect(screen.queryByText('no questions assigned yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /After the interview/ })).not.toBeInTheDocument();
  });

  it('shows the interviewee the questions, model solution included, after the interview next to the feedback', async () => {
    viewer = grace;
    interview = interviewDtoFixture({ date_effective: weekStartingIn(0) });
    renderPage();

    const section = await screen.findByRole('region', { name: 'After the interview: the question, a model solution and the follow-ups' });
    expect(within(section).getByRole('button', { name: /Two Sum/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Technical questions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/stay hidden/)).not.toBeInTheDocument();
  });

  it('shows the interviewer the questions in their usual place', async () => {
    interview = interviewDtoFixture({ date_effective: weekStartingIn(0) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Technical questions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /After the interview/ })).not.toBeInTheDocument();
  });

  it('says a cancelled interview is cancelled, by whom and when, at the top, and offers nothing of a live one', async () => {
    interview = interviewDtoFixture({ date_effective: weekStartingIn(0), status: 'cancelled' });
    server.use(
      http.get(`http://localhost/interview/${INTERVIEW_ID}/cancellation/`, () =>
        HttpResponse.json({
          cancellable: false,
          late_if_now: false,
          late_cancellation_hours: 24,
          cancellation: { cancelled_by: { id: 2, username: 'grace', first_name: 'Grace', last_name: 'Hopper' }, by_admin: false, reason: 'Moving house.', late: false, cancelled_at: '2026-03-08T18:00:00.000Z' },
        }),
      ),
    );
    renderPage();

    expect(await screen.findByText(/^Cancelled by Grace Hopper on /)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the interview room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByText('You can give feedback once the interview has started.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this interview' })).not.toBeInTheDocument();
  });

  it('says the interview was not found for a 404', async () => {
    server.use(http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () => HttpResponse.json({ detail: 'Interview not found.' }, { status: 404 })));
    renderPage();

    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
  });

  it('says a replaced interview was replaced, and leads to My Interviews', async () => {
    server.use(
      http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () =>
        HttpResponse.json({ detail: 'This interview was replaced when the week was re-paired.', reason: 'replaced' }, { status: 410 }),
      ),
    );
    renderPage();

    expect(await screen.findByText('This interview was replaced when the week was re-paired.')).toBeInTheDocument();
    expect(screen.queryByText('Error fetching interviews')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to My Interviews' }));
    expect(await screen.findByText('My Interviews list')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    server.use(
      http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }), { once: true }),
    );
    renderPage();

    expect(await screen.findByText('Error fetching interviews')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('You interview Grace')).toBeInTheDocument();
  });
});

describe('InterviewDetailPage feedback', () => {
  const given = (comments: string, author: number) => ({ submitted: true, marked_done: false, feedback: feedbackDtoFixture({ comments, author_id: author, subject_id: 3 - author }) });

  it('offers the form while the window is open and nothing is given', async () => {
    renderPage();
    expect(await screen.findByRole('form', { name: 'Feedback for Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText(/^The feedback window is open until /)).toBeInTheDocument();
    expect(screen.getByText('You will see Grace Hopper\'s feedback once you have both given yours, or when the window closes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark interview as done' })).toBeInTheDocument();
  });

  it('shows the member their own feedback, editable, while the partner\'s is not revealed', async () => {
    feedbackState = feedbackStateDtoFixture({ interviewer: given('Mine, **bold**.', 1), interviewee: { submitted: true, marked_done: true, feedback: null } });
    renderPage();
    const mine = await screen.findByRole('region', { name: 'Your feedback for Grace Hopper' });
    expect(await within(mine).findByText('bold')).toContainHTML('<strong>bold</strong>');
    expect(within(mine).getByRole('button', { name: 'Edit feedback' })).toBeInTheDocument();
    // Both gave feedback in this made-up state but the server did not reveal it: the page shows nothing of it.
    expect(screen.getByRole('region', { name: 'Grace Hopper\'s feedback for you' })).toHaveTextContent('Waiting for Grace Hopper\'s feedback.');
    expect(screen.getByText('Grace Hopper has marked it done.')).toBeInTheDocument();
  });

  it('shows both sides once revealed, the comments rendered without raw HTML', async () => {
    feedbackState = feedbackStateDtoFixture({
      revealed: true,
      interviewer: given('Mine.', 1),
      interviewee: { submitted: true, marked_done: false, feedback: interviewerFeedbackDtoFixture({ comments: 'Theirs <img src="x" onerror="window.pwned = true"> ok' }) },
    });
    renderPage();
    const theirs = await screen.findByRole('region', { name: 'Grace Hopper\'s feedback for you' });
    expect(await within(theirs).findByText(/Theirs/)).toBeInTheDocument();
    expect(theirs.querySelector('img, [onerror]')).toBeNull();
    // Grace, the interviewee, scored Ada as an interviewer; Ada scored Grace as the candidate.
    expect(within(theirs).getByText('Scored as the interviewer')).toBeInTheDocument();
    expect(within(theirs).getByText('Question clarity')).toBeInTheDocument();
    expect(within(theirs).queryByText('Hints needed')).not.toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your feedback for Grace Hopper' });
    expect(within(mine).getByText('Hints needed')).toBeInTheDocument();
    expect(within(mine).queryByText('Question clarity')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit feedback' })).not.toBeInTheDocument();
  });

  it('shows an admin each side on its own rubric, feedback from before the two rubrics marked as such', async () => {
    viewer = memberDtoFixture({ id: 99, username: 'root', first_name: 'Root' });
    feedbackState = feedbackStateDtoFixture({
      your_role: null,
      your_rubric: null,
      revealed: true,
      interviewer: given('On the candidate.', 1),
      interviewee: { submitted: true, marked_done: false, feedback: { ...feedbackDtoFixture({ comments: 'On the interviewer, long ago.', author_id: 2, subject_id: 1 }), rubric: 'legacy_interviewer' } },
    });
    renderPage();
    const onCandidate = await screen.findByRole('region', { name: /'s feedback for Grace Hopper$/ });
    expect(within(onCandidate).getByText('Scored as the candidate')).toBeInTheDocument();
    const onInterviewer = screen.getByRole('region', { name: /^Grace Hopper's feedback for / });
    expect(within(onInterviewer).getByText('Scored as the interviewer, on the old criteria')).toBeInTheDocument();
    expect(within(onInterviewer).getByText(/^Given before interviewers had criteria of their own/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the interview was marked done by both', async () => {
    feedbackState = feedbackStateDtoFixture({ date_completed: '2026-03-11T18:30:00.000Z', interviewer: { submitted: false, marked_done: true, feedback: null } });
    renderPage();
    expect(await screen.findByText('You both marked this interview as done.')).toBeInTheDocument();
  });
});
