import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { feedbackDtoFixture, feedbackStateDtoFixture, mapFeedbackState } from '@/entities/feedback';
import { interviewDtoFixture } from '@/entities/interview';
import { behavioralQuestionDtoFixture } from '@/entities/question';
import type { FeedbackDto } from '@/shared/api';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { FEEDBACK_LIMITS } from '@/shared/config';
import { GiveFeedbackForm } from './give-feedback-form';

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const FEEDBACK_URL = `http://localhost/interview/${INTERVIEW_ID}/feedback/`;
let sent: Array<{ method: string; body: unknown }> = [];
const saved = () => HttpResponse.json(feedbackStateDtoFixture({ interviewer: { submitted: true, marked_done: false, feedback: feedbackDtoFixture() } }));
const server = setupApiServer(
  http.post(FEEDBACK_URL, async ({ request }) => {
    sent.push({ method: 'POST', body: await request.json() });
    return saved();
  }),
  http.put(FEEDBACK_URL, async ({ request }) => {
    sent.push({ method: 'PUT', body: await request.json() });
    return saved();
  }),
);

function renderForm(props: Partial<Parameters<typeof GiveFeedbackForm>[0]> = {}) {
  const onSaved = jest.fn();
  renderWithProviders(
    <GiveFeedbackForm interviewId={INTERVIEW_ID} rubric="candidate" existing={null} partnerName="Grace Hopper" onSaved={onSaved} {...props} />,
    { store: createTestStore(sessionSlice) },
  );
  return { onSaved };
}

// A plain click: jsdom lays nothing out, so userEvent's pointer moves would give MUI's Rating a hover value of NaN.
const rate = async (_user: ReturnType<typeof userEvent.setup>, group: string, stars: number) => {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: `${stars} out of 5` }));
};

beforeEach(() => {
  sent = [];
});

describe('GiveFeedbackForm', () => {
  it('explains each scale, hints needed included', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Feedback for Grace Hopper' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Hints needed' })).getByText('1 = many hints, 5 = no hints needed')).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Problem solving', 'Communication', 'Code quality', 'Hints needed',
    ]);
  });

  it('asks for every rating before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await rate(user, 'Problem solving', 4);
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please give every rating before submitting.');
    expect(sent).toEqual([]);
  });

  it('sends the ratings and comments as a new feedback, then says so', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await rate(user, 'Problem solving', 4);
    await rate(user, 'Communication', 5);
    await rate(user, 'Code quality', 3);
    await rate(user, 'Hints needed', 2);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Clear plan.');
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));

    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2, comments: 'Clear plan.' } }]);
    expect(onSaved).toHaveBeenCalled();
  });

  it('edits earlier feedback with PUT, starting from what was given', async () => {
    const user = userEvent.setup();
    const existing = mapFeedbackState(feedbackStateDtoFixture({ interviewer: { submitted: true, marked_done: false, feedback: feedbackDtoFixture() } })).interviewer.feedback;
    renderForm({ existing });
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Good **structure**.');
    expect(within(screen.getByRole('group', { name: 'Communication' })).getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    await rate(user, 'Hints needed', 5);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Feedback updated')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', body: { problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 5, comments: 'Good **structure**.' } }]);
  });

  it('asks the interviewee about the interviewer on the interviewer\'s criteria, and sends only those', async () => {
    const user = userEvent.setup();
    renderForm({ rubric: 'interviewer' });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Question clarity', 'Helpfulness of hints', 'Professionalism and time-keeping',
    ]);
    expect(screen.queryByRole('group', { name: 'Problem solving' })).not.toBeInTheDocument();
    await rate(user, 'Question clarity', 5);
    await rate(user, 'Helpfulness of hints', 4);
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give every rating before submitting.');
    await rate(user, 'Professionalism and time-keeping', 3);
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));

    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: { question_clarity: 5, hint_helpfulness: 4, professionalism: 3, comments: '' } }]);
  });

  it('has feedback kept from before the two rubrics scored afresh on the interviewer\'s criteria, keeping its comments', async () => {
    const user = userEvent.setup();
    const legacy: FeedbackDto = { ...feedbackDtoFixture({ comments: 'Old words.' }), rubric: 'legacy_interviewer' };
    const existing = mapFeedbackState(feedbackStateDtoFixture({ your_role: 'interviewee', your_rubric: 'interviewer', interviewee: { submitted: true, marked_done: false, feedback: legacy } })).interviewee.feedback;
    renderForm({ rubric: 'interviewer', existing });
    expect(screen.getByRole('status')).toHaveTextContent('Your earlier scores were on the candidate criteria');
    expect(within(screen.getByRole('group', { name: 'Question clarity' })).getByRole('radio', { name: '4 out of 5' })).not.toBeChecked();
    for (const group of ['Question clarity', 'Helpfulness of hints', 'Professionalism and time-keeping']) await rate(user, group, 4);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Feedback updated')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', body: { question_clarity: 4, hint_helpfulness: 4, professionalism: 4, comments: 'Old words.' } }]);
  });

  it('shows the server\'s reason when it refuses, and keeps what was typed', async () => {
    server.use(http.post(FEEDBACK_URL, () => HttpResponse.json({ detail: 'The feedback window for this interview has closed.' }, { status: 409 })));
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    for (const group of ['Problem solving', 'Communication', 'Code quality', 'Hints needed']) await rate(user, group, 3);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Late.');
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));

    expect(await screen.findByText('Error saving feedback')).toBeInTheDocument();
    expect(screen.getByText('The feedback window for this interview has closed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Late.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('disables submitting comments over the server\'s limit', async () => {
    const user = userEvent.setup();
    renderForm();
    // Typing 5000 characters one by one is slow; paste them.
    await user.click(screen.getByRole('textbox', { name: 'Comments' }));
    await user.paste('x'.repeat(FEEDBACK_LIMITS.comments + 1));
    expect(screen.getByRole('button', { name: 'Submit feedback' })).toBeDisabled();
  });

  describe('prefilled from the notes of the interview room', () => {
    const NOTES_URL = `http://localhost/interview/${INTERVIEW_ID}/room/notes/`;
    const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));
    const notes = (text: string, star: unknown[] = []) => ({ interview_id: INTERVIEW_ID, text, shared: false, entries: [{ at: '2026-03-09T18:05:00.000Z', text }], star, updated: '2026-03-09T18:05:00.000Z' });
    const [FIRST, SECOND] = ['7b1d2c3e-0000-4000-8000-000000000001', '7b1d2c3e-0000-4000-8000-000000000002'];

    beforeEach(() => {
      const behavioral = [behavioralQuestionDtoFixture({ question_id: FIRST }), behavioralQuestionDtoFixture({ question_id: SECOND })];
      server.use(http.get(`http://localhost/interview/${INTERVIEW_ID}/`, () => HttpResponse.json(interviewDtoFixture({ behavioral_questions: behavioral }))));
    });

    it('adds the STAR notes of each behavioral question, in the interview’s order, after the pad', async () => {
      const star = [
        { question_id: SECOND, situation: 'A late release', task: '', action: 'Cut scope', result: '' },
        { question_id: FIRST, situation: 'Two teams', task: 'One API', action: '', result: 'Agreed' },
      ];
      server.use(http.get(NOTES_URL, () => HttpResponse.json(notes('Clear plan.', star))));
      renderForm({ prefillFromNotes: true });
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue(
          'Clear plan.\n\nBehavioral answer 1\nSituation: Two teams\nTask: One API\nResult: Agreed\n\nBehavioral answer 2\nSituation: A late release\nAction: Cut scope',
        ),
      );
    });

    it("starts the interviewer's new feedback from their notes, and says so", async () => {
      server.use(http.get(NOTES_URL, () => HttpResponse.json(notes('Clear plan; missed the empty input.'))));
      renderForm({ prefillFromNotes: true });
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Clear plan; missed the empty input.'));
      expect(screen.getByRole('status')).toHaveTextContent('Prefilled from your notes in the interview room. Grace Hopper will read what you submit');
    });

    it('never overwrites what the member typed before the notes arrived', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = false;
      server.use(
        http.get(NOTES_URL, async () => {
          asked = true;
          await gate;
          return HttpResponse.json(notes('From the room.'));
        }),
      );
      const user = userEvent.setup();
      renderForm({ prefillFromNotes: true });
      await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'My own words.');
      await waitFor(() => expect(asked).toBe(true));
      // The answer is in once the query settles; the typed text stays and no notice appears.
      await act(async () => {
        release();
        await settle();
      });
      expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('My own words.');
      expect(screen.queryByText(/Prefilled from your notes/)).not.toBeInTheDocument();
    });

    it('leaves the comments alone when the notes are empty, when editing earlier feedback, and for the interviewee', async () => {
      let asked = 0;
      server.use(
        http.get(NOTES_URL, () => {
          asked += 1;
          return HttpResponse.json(notes(''));
        }),
      );
      renderForm({ prefillFromNotes: true });
      await waitFor(() => expect(asked).toBe(1));
      await act(settle);
      expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
      cleanup();

      const existing = mapFeedbackState(feedbackStateDtoFixture({ interviewer: { submitted: true, marked_done: false, feedback: feedbackDtoFixture() } })).interviewer.feedback;
      renderForm({ prefillFromNotes: true, existing });
      expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Good **structure**.');
      cleanup();
      renderForm({ prefillFromNotes: false });
      await act(settle);
      expect(asked).toBe(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});
