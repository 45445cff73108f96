import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { feedbackDtoFixture, interviewerFeedbackDtoFixture } from '@/entities/feedback';
import { memberDtoFixture, type MemberDto } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ProfilePage } from './profile-page';

let me: MemberDto;
let received: unknown[] = [];
let summary: unknown[] = [];
const server = setupApiServer(
  http.get('http://localhost/interview/feedback/received/', () => HttpResponse.json({ received, summary })),
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: me })),
  http.get('http://localhost/members/profile/', () => HttpResponse.json(me)),
  http.put('http://localhost/members/profile/', async ({ request }) => {
    me = { ...me, ...((await request.json()) as Partial<MemberDto>) };
    return HttpResponse.json(me);
  }),
  http.get('http://localhost/engagement/user/', () => HttpResponse.json({ github: null, leetcode: null })),
);

function renderProfile() {
  renderWithProviders([{ path: '/profile', element: <ProfilePage /> }], { store: createTestStore(sessionSlice), initialEntries: ['/profile'] });
  return userEvent.setup();
}

beforeEach(() => {
  me = memberDtoFixture({ github: { username: 'ada-l', isPrivate: true } });
  received = [];
  summary = [];
});

describe('ProfilePage', () => {
  it('shows your own profile with your private links marked, and the account buttons', async () => {
    renderProfile();

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'External Links' });
    expect(within(links).getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/ada-l');
    expect(within(links).getByText('Private')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByText('No activity stats yet. They appear a while after a GitHub or LeetCode link is added.')).toBeInTheDocument();
  });

  it('switches to editing and back to the updated view after saving', async () => {
    const user = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const major = screen.getByRole('textbox', { name: 'Major' });
    await user.clear(major);
    await user.type(major, 'Mathematics');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Mathematics')).toBeInTheDocument();
  });

  it("says 'Failed to get current user' when the profile cannot be loaded", async () => {
    server.use(http.get('http://localhost/members/profile/', () => HttpResponse.json({ detail: 'Down.' }, { status: 500 })));
    renderProfile();

    expect(await screen.findByText('Failed to get current user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says there is no feedback yet', async () => {
    renderProfile();
    const history = await screen.findByRole('region', { name: 'Feedback received' });
    expect(await within(history).findByText(/^No feedback yet\./)).toBeInTheDocument();
  });

  it('shows the feedback received apart per rubric: as the interviewee, as the interviewer, and on the old criteria', async () => {
    const grace = { id: 2, username: 'grace', first_name: 'Grace', last_name: 'Hopper' };
    received = [
      { interview_id: 'o', interview_time: '2026-02-24T20:00:00.000Z', role: 'interviewer', author: grace, feedback: { ...feedbackDtoFixture({ problem_solving: 1, communication: 1, code_quality: 1, hints_needed: 1 }), rubric: 'legacy_interviewer' } },
      { interview_id: 'a', interview_time: '2026-03-03T20:00:00.000Z', role: 'interviewee', author: grace, feedback: feedbackDtoFixture({ problem_solving: 2, communication: 3, code_quality: 3, hints_needed: 1, comments: 'Keep practising.' }) },
      { interview_id: 'c', interview_time: '2026-03-10T20:00:00.000Z', role: 'interviewer', author: grace, feedback: interviewerFeedbackDtoFixture({ question_clarity: 5, hint_helpfulness: 4, professionalism: 3, comments: 'Clear question.' }) },
      { interview_id: 'b', interview_time: '2026-03-17T20:00:00.000Z', role: 'interviewee', author: grace, feedback: feedbackDtoFixture({ problem_solving: 5, communication: 5, code_quality: 4, hints_needed: 4, comments: 'Much **better**.' }) },
    ];
    summary = [
      { rubric: 'candidate', reviews: 2, average: 3.375, criteria: { problem_solving: 3.5, communication: 4, code_quality: 3.5, hints_needed: 2.5 } },
      { rubric: 'interviewer', reviews: 1, average: 4, criteria: { question_clarity: 5, hint_helpfulness: 4, professionalism: 3 } },
      { rubric: 'legacy_interviewer', reviews: 1, average: 1, criteria: { problem_solving: 1, communication: 1, code_quality: 1, hints_needed: 1 } },
    ];
    renderProfile();
    const history = await screen.findByRole('region', { name: 'Feedback received' });

    const asInterviewee = await within(history).findByRole('region', { name: 'As the interviewee' });
    expect(within(asInterviewee).getByText('2 reviews; average 3.4 out of 5.')).toBeInTheDocument();
    expect(within(asInterviewee).getAllByRole('article').map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'March 17, 2026: from Grace Hopper, you were the interviewee',
      'March 3, 2026: from Grace Hopper, you were the interviewee',
    ]);
    expect(await within(asInterviewee).findByText('better')).toContainHTML('<strong>better</strong>');
    expect(within(asInterviewee).getByRole('img', { name: 'As the interviewee, scores over time: March 3, 2026 2.3, March 17, 2026 4.5' })).toBeInTheDocument();
    expect(within(asInterviewee).queryByText('Question clarity')).not.toBeInTheDocument();

    const asInterviewer = within(history).getByRole('region', { name: 'As the interviewer' });
    expect(within(asInterviewer).getByText('1 review; average 4.0 out of 5.')).toBeInTheDocument();
    expect(within(asInterviewer).getByText('Question clarity 5.0, Helpfulness of hints 4.0, Professionalism and time-keeping 3.0.')).toBeInTheDocument();
    expect(within(asInterviewer).getAllByRole('article')).toHaveLength(1);
    expect(within(asInterviewer).queryByText('Problem solving')).not.toBeInTheDocument();

    const old = within(history).getByRole('region', { name: 'As the interviewer, on the old criteria' });
    expect(within(old).getByText(/^Given before interviewers had criteria of their own/)).toBeInTheDocument();
    expect(within(old).getByText('1 review; average 1.0 out of 5.')).toBeInTheDocument();
  });
});
