import { screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { createTestStore, renderWithProviders } from '@/shared/lib/testing';
import { TechnicalQuestions } from './technical-questions';

const interviewer = memberDtoFixture({ id: 1 });
const interviewee = memberDtoFixture({ id: 2 });
const thisWeek = DateTime.now().setZone(COMMUNITY_TIME_ZONE).startOf('day').toUTC().toISO() ?? '';
const NOTE = 'No medium system design question was left in the queue; this one is hard.';

function renderFor(questionNote?: string) {
  const interview = mapInterview(interviewDtoFixture({ interviewer, interviewee, date_effective: thisWeek, status: 'pending', question_note: questionNote }));
  renderWithProviders(<TechnicalQuestions interview={interview} />, { store: createTestStore(sessionSlice) });
}

describe('TechnicalQuestions', () => {
  it('tells the interviewer when the queue had no question at the interviewee’s focus and difficulty', () => {
    renderFor(NOTE);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE);
  });

  it('shows no note when the questions match', () => {
    renderFor();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
