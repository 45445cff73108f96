import { screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { memberDtoFixture } from '@/entities/member';
import { behavioralQuestionDtoFixture } from '@/entities/question';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders } from '@/shared/lib/testing';
import { BehavioralQuestions } from './behavioral-questions';

const interviewer = memberDtoFixture({ id: 1, first_name: 'Ada', last_name: 'Lovelace' });
const interviewee = memberDtoFixture({ id: 2, first_name: 'Alan', last_name: 'Turing' });
const thisWeek = DateTime.now().setZone(COMMUNITY_TIME_ZONE).startOf('day').toUTC().toISO() ?? '';
const interview = mapInterview(
  interviewDtoFixture({
    interviewer,
    interviewee,
    date_effective: thisWeek,
    status: 'pending',
    behavioral_questions: [behavioralQuestionDtoFixture({ prompt: 'Tell me about a **conflict** you resolved.', follow_ups: 'What would you do differently?' })],
  }),
);

describe('BehavioralQuestions', () => {
  it("shows the interviewer the interview's behavioral question, formatted", async () => {
    renderWithProviders(<BehavioralQuestions interview={interview} />, { store: createTestStore(sessionSlice) });

    expect(screen.getByRole('heading', { name: 'Behavioral question' })).toBeInTheDocument();
    const question = screen.getByRole('article', { name: 'Behavioral question' });
    expect(await screen.findByText('conflict', { selector: 'strong' })).toBeInTheDocument();
    expect(question).toHaveTextContent('Tell me about a conflict you resolved.');
    expect(question).toHaveTextContent('What would you do differently?');
  });

  it('shows nothing while the server withholds the questions from the interviewee', () => {
    renderWithProviders(<BehavioralQuestions interview={{ ...interview, questionsHidden: true }} />, { store: createTestStore(sessionSlice) });

    expect(screen.queryByRole('heading', { name: 'Behavioral question' })).not.toBeInTheDocument();
    expect(screen.queryByText(/conflict/)).not.toBeInTheDocument();
  });
});
