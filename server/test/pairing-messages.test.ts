import { formatProposedTime, pairingEmail, unpairedEmail, type NoticeMember, type PairNotice } from '../src/modules/pairing/messages';

const ada: NoticeMember = { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu', discordUsername: 'ada_l' };
const grace: NoticeMember = { id: 2, username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.edu', discordUsername: 'amazing_grace' };
const settings = { publicUrl: 'https://mockprep.example', productName: 'MockPrep', timeZone: 'America/Los_Angeles', now: new Date('2026-03-09T06:00:00Z') };
const notice: PairNotice = {
  weekStart: '2026-03-08',
  proposedTime: new Date('2026-03-10T01:00:00Z'),
  interviews: [
    { id: 'i-ada-grace', interviewerId: 1, intervieweeId: 2 },
    { id: 'i-grace-ada', interviewerId: 2, intervieweeId: 1 },
  ],
};

describe('pairing email', () => {
  const mail = pairingEmail(ada, grace, notice, settings);

  it('is addressed to the member and names the week in the subject', () => {
    expect(mail.to).toBe('ada@example.edu');
    expect(mail.subject).toBe('Your mock interview partner for the week of March 8');
  });

  it("gives the partner's name, email and chat username", () => {
    expect(mail.text).toContain('Grace Hopper (@grace)');
    expect(mail.text).toContain('Email: grace@example.edu');
    expect(mail.text).toContain('Discord: amazing_grace');
  });

  it('gives the proposed time in community time and in UTC', () => {
    expect(mail.text).toContain('Monday, March 9, 2026, 6:00 PM PDT (2026-03-10 01:00 UTC)');
  });

  it('links both interviews, saying who interviews whom', () => {
    expect(mail.text).toContain('You interview Grace: https://mockprep.example/#/interviews/i-ada-grace');
    expect(mail.text).toContain('Grace interviews you: https://mockprep.example/#/interviews/i-grace-ada');
  });

  it("links the pair's interview room, the same for both partners (the lead interview's)", () => {
    expect(mail.text).toContain('- Open the interview room: https://mockprep.example/#/interviews/i-ada-grace/room');
    const reversed = { ...notice, interviews: [...notice.interviews].reverse() };
    expect(pairingEmail(grace, ada, reversed, settings).text).toContain('Open the interview room: https://mockprep.example/#/interviews/i-ada-grace/room');
  });

  it('attaches a calendar invite whose UID both partners share', () => {
    const [attachment] = mail.attachments ?? [];
    expect(attachment.filename).toBe('mock-interview.ics');
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    const partnerCopy = pairingEmail(grace, ada, notice, settings).attachments?.[0].content ?? '';
    const uidOf = (ics: string) => ics.split('\r\n').find((line) => line.startsWith('UID:'));
    expect(uidOf(attachment.content)).toBe('UID:i-ada-grace@mockprep.example');
    expect(uidOf(partnerCopy)).toBe(uidOf(attachment.content));
  });

  it('without a common time left, asks the partners to agree on one and attaches nothing', () => {
    const late = pairingEmail(ada, grace, { ...notice, proposedTime: null }, settings);
    expect(late.text).toContain('agree on a time with your partner');
    expect(late.attachments).toBeUndefined();
  });

  it('falls back to the username when the partner has no name', () => {
    const nameless = { ...grace, firstName: '', lastName: '' };
    expect(pairingEmail(ada, nameless, notice, settings).text).toContain('partner for the week of March 8, 2026 is grace (@grace)');
  });
});

describe('unpaired email', () => {
  it('says no partner was found and that the member has priority next week', () => {
    const mail = unpairedEmail(ada, '2026-03-08', settings);
    expect(mail.to).toBe('ada@example.edu');
    expect(mail.subject).toBe('No mock interview partner for the week of March 8');
    expect(mail.text).toContain('We could not find a partner for you this week; you will have priority next week.');
    expect(mail.text).toContain('https://mockprep.example/#/interview-signup');
  });
});

describe('formatProposedTime', () => {
  it('uses the standard-time abbreviation in winter', () => {
    expect(formatProposedTime(new Date('2026-01-13T03:30:00Z'), 'America/Los_Angeles')).toBe('Monday, January 12, 2026, 7:30 PM PST (2026-01-13 03:30 UTC)');
  });

  it('names the night a time before 5:00 AM belongs to, as the pages do, and an early-morning time by its own day alone', () => {
    // The Saturday column's 1:00 AM row of the week of March 8: Sunday March 15, 1:00 AM PDT.
    expect(formatProposedTime(new Date('2026-03-15T08:00:00Z'), 'America/Los_Angeles')).toBe(
      'Sunday, March 15, 2026, 1:00 AM PDT (Saturday night) (2026-03-15 08:00 UTC)',
    );
    expect(formatProposedTime(new Date('2026-03-15T14:00:00Z'), 'America/Los_Angeles')).toBe('Sunday, March 15, 2026, 7:00 AM PDT (2026-03-15 14:00 UTC)');
    // 6:30 AM is the morning of the day it names, not 'Saturday night' (issue 30).
    expect(formatProposedTime(new Date('2026-03-15T13:30:00Z'), 'America/Los_Angeles')).toBe('Sunday, March 15, 2026, 6:30 AM PDT (2026-03-15 13:30 UTC)');
  });
});
