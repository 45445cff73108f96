import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { noShowReportable, partnerOf } from './no-show-reporting';

const interview = mapInterview(interviewDtoFixture());

describe('partnerOf', () => {
  it('is the other member of the interview, and nobody for anyone else', () => {
    expect(partnerOf(interview, interview.interviewer.id)).toBe(interview.interviewee);
    expect(partnerOf(interview, interview.interviewee.id)).toBe(interview.interviewer);
    expect(partnerOf(interview, 999)).toBeNull();
    expect(partnerOf(interview, undefined)).toBeNull();
  });
});

describe('noShowReportable', () => {
  const week = { dateEffective: '2026-03-01T08:00:00.000Z', status: 'pending' as const };
  it('waits for the proposed time, else the week start', () => {
    const proposed = { ...week, proposedTime: '2026-03-03T02:00:00.000Z' };
    expect(noShowReportable(proposed, new Date('2026-03-03T01:59:00Z'))).toBe(false);
    expect(noShowReportable(proposed, new Date('2026-03-03T02:00:00Z'))).toBe(true);
    expect(noShowReportable({ ...week, proposedTime: null }, new Date('2026-03-01T07:59:00Z'))).toBe(false);
    expect(noShowReportable({ ...week, proposedTime: null }, new Date('2026-03-01T08:00:00Z'))).toBe(true);
  });

  it('is never for a cancelled interview', () => {
    expect(noShowReportable({ ...week, status: 'cancelled', proposedTime: null }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
