import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { buildIcsCalendar } from '@/shared/lib/ics';
import { interviewCalendarEvent, interviewPageUrl } from './interview-calendar-event';

const interview = mapInterview(interviewDtoFixture());
const pageUrl = interviewPageUrl(interview.interviewId, { origin: 'https://mockprep.org', pathname: '/' });
const ADA = 1;
const ADMIN = 99;

describe('interview calendar event', () => {
  it('links back to the interview page', () => {
    expect(pageUrl).toBe('https://mockprep.org/#/interviews/3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00');
  });

  it('becomes a one-hour UTC event with the partner and a link back, as .ics text', () => {
    const event = interviewCalendarEvent(interview, ADA, pageUrl);
    if (!event) throw new Error('expected an event');
    const ics = buildIcsCalendar(event, new Date('2026-03-08T09:00:00.000Z'));
    const unfolded = ics.replace(/\r\n /g, '');

    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain('\r\nUID:3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00@mockprep.org\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260310T020000Z\r\nDTEND:20260310T030000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Mock interview with Grace Hopper\r\n');
    expect(unfolded).toContain(
      '\r\nDESCRIPTION:You interview Grace.\\nGrace Hopper: grace@example.edu\\, Discord amazing_grace' +
        '\\nInterview details: https://mockprep.org/#/interviews/3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00\r\n',
    );
    expect(unfolded).toContain('\r\nURL:https://mockprep.org/#/interviews/3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00\r\n');
  });

  it('names both participants for an admin looking on', () => {
    expect(interviewCalendarEvent(interview, ADMIN, pageUrl)).toMatchObject({
      summary: 'Mock interview: Ada Lovelace interviews Grace Hopper',
      description: expect.stringContaining('Ada Lovelace: ada@example.edu, Discord ada#1815\nGrace Hopper: grace@example.edu'),
    });
  });

  it('is null while no time is proposed', () => {
    expect(interviewCalendarEvent({ ...interview, proposedTime: null }, ADA, pageUrl)).toBeNull();
  });
});
