import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { interviews, poolEntries, type InterviewStatus } from '../src/db/schema';
import { runJobOnce } from '../src/lib/jobs';
import type { MailMessage } from '../src/lib/mailer';
import type { MemberRow } from '../src/modules/members/dto';
import { weekStartInstant } from '../src/modules/pairing/weeks';
import { deliverOutbox } from '../src/modules/outbox/deliver';
import { interviewRemindersJob } from '../src/modules/reminders/job';
import { gridWith } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

// America/Los_Angeles, PDT (UTC-7) through both weeks. Monday 09:00 PDT of the week of April 12.
const WEEK = '2026-04-12';
const clock = fixedClock('2026-04-13T16:00:00Z');
const WEDNESDAY_7PM = '2026-04-16T02:00:00.000Z';
const TUESDAY_7PM = '2026-04-15T02:00:00.000Z';
const TUESDAY_730PM = '2026-04-15T02:30:00.000Z';
const THURSDAY_NOON = '2026-04-16T19:00:00.000Z';
/** Both free Tuesday 7:00 to 9:00 PM PDT: common windows start at 7:00, 7:30 and 8:00 PM. */
const TUESDAY_EVENING = gridWith([2, 24, 28]);

const test = appForThisFile({ clock, config: { publicUrl: 'https://mock.example.edu' } });
type Name = 'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'fay' | 'gus' | 'hal' | 'ivy' | 'jon' | 'kim' | 'lee' | 'mia' | 'ned' | 'ola' | 'pam' | 'out';
const people = {} as Record<Name, { member: MemberRow; client: TestClient }>;
/** Interview ids by "interviewer>interviewee". */
const ids: Record<string, string> = {};

async function pair(a: Name, b: Name, statuses: [InterviewStatus, InterviewStatus] = ['pending', 'pending']) {
  for (const [index, [interviewer, interviewee]] of ([[a, b], [b, a]] as Array<[Name, Name]>).entries()) {
    const id = randomUUID();
    ids[`${interviewer}>${interviewee}`] = id;
    await test.ctx.db.insert(interviews).values({
      id, weekStart: WEEK, interviewerId: people[interviewer].member.id, intervieweeId: people[interviewee].member.id,
      dateEffective: weekStartInstant(WEEK, test.ctx.config.communityTimeZone), proposedTime: new Date(WEDNESDAY_7PM),
      status: statuses[index], created: new Date('2026-04-13T06:00:00Z'),
    });
  }
  for (const name of [a, b]) await test.ctx.db.insert(poolEntries).values({ weekStart: WEEK, memberId: people[name].member.id, grid: TUESDAY_EVENING });
}

beforeAll(async () => {
  const names: Name[] = ['ada', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lee', 'mia', 'ned', 'ola', 'pam', 'out'];
  for (const name of names) {
    const capitalised = name[0].toUpperCase() + name.slice(1);
    people[name] = await signedInMember(test, { username: name, email: `${name}@example.edu`, firstName: capitalised, lastName: 'Tester' });
  }
  await pair('ada', 'bob');
  await pair('cy', 'dee');
  await pair('eve', 'fay');
  await pair('gus', 'hal');
  await pair('ivy', 'jon', ['completed', 'pending']);
  await pair('kim', 'lee');
  await pair('mia', 'ned');
  await pair('ola', 'pam');
});

const timeUrl = (direction: string, action = '') => `/interview/${ids[direction]}/time/${action}`;
/** The outbox job a minute later: a proposal's mail waits that long for a newer one to replace it (issue 30). */
const sendWaitingMail = () => deliverOutbox(test.ctx, { retryNow: true });
const mailTo = (name: Name, since: number) => test.sentMail.slice(since).filter((mail) => mail.to === `${name}@example.edu`);
/** DELETE …/time/proposal/ with the proposal's time the member saw. */
const withdraw = (name: Name, direction: string, time: string) =>
  people[name].client.request({ method: 'DELETE', url: timeUrl(direction, 'proposal/'), payload: { time } });
async function proposedTimeOf(name: Name, direction: string): Promise<string | null> {
  return (await people[name].client.get(`/interview/${ids[direction]}/`)).json().proposed_time;
}

describe('reading the time', () => {
  it('shows the proposed time, nobody confirmed yet, and the pair\'s next shared windows up to the end of the 7 days after the week', async () => {
    const answer = await people.ada.client.get(timeUrl('bob>ada'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      proposed_time: WEDNESDAY_7PM,
      confirmed_by: [],
      agreed: false,
      proposal: null,
      // This Tuesday's three windows, then next Tuesday's from the same weekly grids (nobody signed up for that week).
      windows: [TUESDAY_7PM, TUESDAY_730PM, '2026-04-15T03:00:00.000Z', '2026-04-22T02:00:00.000Z', '2026-04-22T02:30:00.000Z', '2026-04-22T03:00:00.000Z'],
      latest: '2026-04-26T07:00:00.000Z',
      changeable: true,
    });
  });

  it('is the pair\'s only: another member, an admin outside the pair and a visitor are refused', async () => {
    expect((await people.out.client.get(timeUrl('ada>bob'))).statusCode).toBe(404);
    const refused = await people.out.client.post(timeUrl('ada>bob', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Interview not found.' });
    expect((await people.out.client.post(timeUrl('ada>bob', 'confirm/'), { time: WEDNESDAY_7PM })).statusCode).toBe(404);
    expect((await people.out.client.post(timeUrl('ada>bob', 'accept/'), { time: WEDNESDAY_7PM })).statusCode).toBe(404);
    expect((await withdraw('out', 'ada>bob', WEDNESDAY_7PM)).statusCode).toBe(404);
    const { client: admin } = await signedInMember(test, { username: 'admin1', email: 'admin1@example.edu', isAdmin: true });
    expect((await admin.get(timeUrl('ada>bob'))).statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: timeUrl('ada>bob', 'proposal/'), payload: { time: WEDNESDAY_7PM } })).statusCode).toBe(404);
  });
});

describe('confirming the proposed time', () => {
  it('counts each member\'s confirmation, tells the partner, and the second one makes the time agreed', async () => {
    const before = test.sentMail.length;
    const first = await people.cy.client.post(timeUrl('cy>dee', 'confirm/'), { time: WEDNESDAY_7PM });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ confirmed_by: [people.cy.member.id], agreed: false });
    const [toDee] = mailTo('dee', before);
    expect(toDee.subject).toBe('Cy Tester confirmed your mock interview time');
    expect(toDee.text).toContain('Cy Tester confirmed Wednesday, April 15, 2026, 7:00 PM PDT (2026-04-16 02:00 UTC). Confirm it too');

    // Confirming twice changes nothing and tells nobody again.
    expect((await people.cy.client.post(timeUrl('dee>cy', 'confirm/'), { time: WEDNESDAY_7PM })).statusCode).toBe(200);
    expect(mailTo('dee', before)).toHaveLength(1);

    // One confirmation is not agreement: the interview still says "Proposed time".
    expect((await people.dee.client.get(`/interview/${ids['dee>cy']}/`)).json().agreed).toBe(false);
    const second = await people.dee.client.post(timeUrl('dee>cy', 'confirm/'), { time: WEDNESDAY_7PM });
    expect(second.json()).toMatchObject({ agreed: true, proposed_time: WEDNESDAY_7PM });
    expect(mailTo('cy', before).map((mail) => mail.subject)).toEqual(['Your mock interview time is agreed: Wednesday, April 15, 2026, 7:00 PM PDT (2026-04-16 02:00 UTC)']);
    expect((await people.cy.client.get(timeUrl('cy>dee'))).json()).toMatchObject({ agreed: true, confirmed_by: [people.cy.member.id, people.dee.member.id].sort((a, b) => a - b) });
    // Both interviews of the pair say so, in the detail and in My Interviews, for both members.
    const listed = (await people.cy.client.get('/interview/all/details')).json().interviews;
    expect(listed.map((interview: { agreed: boolean }) => interview.agreed)).toEqual([true, true]);
    expect((await people.dee.client.get(`/interview/${ids['cy>dee']}/`)).json().agreed).toBe(true);
  });

  it('refuses a time that is no longer the proposed one', async () => {
    const stale = await people.cy.client.post(timeUrl('cy>dee', 'confirm/'), { time: TUESDAY_7PM });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('The time just changed to Wednesday, April 15, 2026, 7:00 PM PDT (2026-04-16 02:00 UTC).');
  });
});

describe('proposing another time and accepting it', () => {
  it('moves both interviews, everywhere, and re-sends the invite with the same UID and a higher SEQUENCE', async () => {
    const before = test.sentMail.length;
    const proposed = await people.ada.client.post(timeUrl('ada>bob', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({ proposed_time: WEDNESDAY_7PM, proposal: { time: TUESDAY_7PM, proposed_by: people.ada.member.id } });
    await sendWaitingMail();
    const [toBob] = mailTo('bob', before);
    expect(toBob.subject).toBe('Ada Tester proposes another time for your mock interview');
    expect(toBob.text).toContain('proposes Tuesday, April 14, 2026, 7:00 PM PDT (2026-04-15 02:00 UTC) instead of Wednesday, April 15, 2026, 7:00 PM PDT');
    // The same notice behind Bob's bell, opening the pair's interview.
    const leadOfPair = people.ada.member.id < people.bob.member.id ? ids['ada>bob'] : ids['bob>ada'];
    const bell = (await people.bob.client.get('/notifications/')).json();
    expect(bell.results).toEqual([expect.objectContaining({
      title: 'Ada Tester proposes another time',
      text: 'Ada Tester proposes Tue, Apr 14, 7:00 PM PDT for your mock interview. Accept it or propose another time.',
      link: `/interviews/${leadOfPair}`,
    })]);
    // Until Bob accepts, the time stays what it was.
    expect(await proposedTimeOf('bob', 'bob>ada')).toBe(WEDNESDAY_7PM);

    // Ada cannot accept her own proposal.
    expect((await people.ada.client.post(timeUrl('ada>bob', 'accept/'), { time: TUESDAY_7PM })).statusCode).toBe(409);

    const accepted = await people.bob.client.post(timeUrl('bob>ada', 'accept/'), { time: TUESDAY_7PM });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ proposed_time: TUESDAY_7PM, proposal: null, agreed: true });
    for (const [name, direction] of [['ada', 'ada>bob'], ['ada', 'bob>ada'], ['bob', 'ada>bob'], ['bob', 'bob>ada']] as Array<[Name, string]>) {
      expect(await proposedTimeOf(name, direction)).toBe(TUESDAY_7PM);
    }
    const listed = (await people.bob.client.get('/interview/all/details')).json().interviews;
    expect(listed.map((interview: { proposed_time: string; agreed: boolean }) => [interview.proposed_time, interview.agreed])).toEqual([[TUESDAY_7PM, true], [TUESDAY_7PM, true]]);

    // Both get the invite again: the pairing's UID (the lead interview: the lower interviewer id's), SEQUENCE 1.
    const leadId = people.ada.member.id < people.bob.member.id ? ids['ada>bob'] : ids['bob>ada'];
    for (const name of ['ada', 'bob'] as const) {
      const agreed = mailTo(name, before).find((mail) => mail.subject.startsWith('New time for your mock interview')) as MailMessage;
      const invite = agreed.attachments?.[0]?.content ?? '';
      expect(invite).toContain(`UID:${leadId}@mock.example.edu`);
      expect(invite).toContain('SEQUENCE:1\r\n');
      expect(invite).toContain('DTSTART:20260415T020000Z');
    }

    // A second move: SEQUENCE 2.
    const again = test.sentMail.length;
    await people.bob.client.post(timeUrl('bob>ada', 'proposal/'), { time: THURSDAY_NOON, replaces: null });
    await people.ada.client.post(timeUrl('ada>bob', 'accept/'), { time: THURSDAY_NOON });
    const invites = test.sentMail.slice(again).flatMap((mail) => mail.attachments ?? []).map((file) => file.content);
    expect(invites).toHaveLength(2);
    for (const invite of invites) expect(invite).toContain('SEQUENCE:2\r\n');
  });

  it('lets the partner counter-propose; the counter-proposal is what the first member then accepts', async () => {
    await people.eve.client.post(timeUrl('eve>fay', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    const counter = await people.fay.client.post(timeUrl('fay>eve', 'proposal/'), { time: TUESDAY_730PM, replaces: TUESDAY_7PM });
    expect(counter.statusCode).toBe(201);
    expect(counter.json().proposal).toMatchObject({ time: TUESDAY_730PM, proposed_by: people.fay.member.id });
    // Eve's accept of her own, replaced time is refused, with the time that stands.
    const stale = await people.eve.client.post(timeUrl('eve>fay', 'accept/'), { time: TUESDAY_7PM });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('Fay Tester just proposed another time: Tuesday, April 14, 2026, 7:30 PM PDT (2026-04-15 02:30 UTC).');
    expect((await people.eve.client.post(timeUrl('eve>fay', 'accept/'), { time: TUESDAY_730PM })).json()).toMatchObject({ proposed_time: TUESDAY_730PM, agreed: true });
  });

  it('refuses a past time and a time outside the interview\'s week and the 7 days after, saying which range is allowed', async () => {
    const past = await people.gus.client.post(timeUrl('gus>hal', 'proposal/'), { time: '2026-04-13T15:00:00Z', replaces: null });
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toBe('Time: That time has passed: choose a time in the future.');
    const tooLate = await people.gus.client.post(timeUrl('gus>hal', 'proposal/'), { time: '2026-04-26T07:00:00Z', replaces: null });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().detail).toBe("Time: Choose a time in the interview's week or the 7 days after it: Sunday, April 12 to Saturday, April 25.");
    // The last minute of the 7 days after is still allowed.
    expect((await people.gus.client.post(timeUrl('gus>hal', 'proposal/'), { time: '2026-04-26T06:59:00Z', replaces: null })).statusCode).toBe(201);
    expect((await people.gus.client.post(timeUrl('gus>hal', 'proposal/'), { time: 'tomorrow', replaces: null })).statusCode).toBe(400);
  });

  it('refuses any change once one of the pair\'s interviews is completed', async () => {
    const refused = await people.ivy.client.post(timeUrl('ivy>jon', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This interview is completed: its time can no longer change.');
    expect((await people.ivy.client.get(timeUrl('ivy>jon'))).json()).toMatchObject({ changeable: false, windows: [] });
  });
});

describe('both members proposing at once', () => {
  it('ends with one proposal: the other member is told their partner just proposed, and nothing is overwritten', async () => {
    await sendWaitingMail();
    const before = test.sentMail.length;
    const answers = await Promise.all([
      people.kim.client.post(timeUrl('kim>lee', 'proposal/'), { time: TUESDAY_7PM, replaces: null }),
      people.lee.client.post(timeUrl('lee>kim', 'proposal/'), { time: TUESDAY_730PM, replaces: null }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 201);
    const [winnerName, loserName] = winner === 0 ? ['Kim', 'Lee'] : ['Lee', 'Kim'];
    const winnerTime = winner === 0 ? TUESDAY_7PM : TUESDAY_730PM;
    expect(answers[1 - winner].json().detail).toMatch(new RegExp(`^${winnerName} Tester just proposed another time: .*Accept it or propose another time\\.$`));
    const state = (await people.kim.client.get(timeUrl('kim>lee'))).json();
    expect(state.proposal.time).toBe(winnerTime);
    await sendWaitingMail();
    // One notice, to the member who lost the race.
    expect(test.sentMail.slice(before).map((mail) => mail.to)).toEqual([`${loserName.toLowerCase()}@example.edu`]);
    // With the partner's proposal pending, the loser cannot confirm the old time either: they answer the proposal.
    const loser = people[loserName.toLowerCase() as Name].client;
    const confirm = await loser.post(timeUrl('kim>lee', 'confirm/'), { time: WEDNESDAY_7PM });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().detail).toMatch(new RegExp(`^${winnerName} Tester just proposed another time: `));
  });
});

describe('withdrawing a proposal', () => {
  it('lets the proposer take it back before the partner answers: the time and its confirmations stand, nobody is mailed', async () => {
    await people.mia.client.post(timeUrl('mia>ned', 'confirm/'), { time: WEDNESDAY_7PM });
    await people.mia.client.post(timeUrl('mia>ned', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    // The partner may accept it or propose another, not withdraw it; outsiders learn nothing.
    const partners = await withdraw('ned', 'ned>mia', TUESDAY_7PM);
    expect(partners.statusCode).toBe(403);
    expect(partners.json().detail).toBe('Only Mia Tester can withdraw their proposal: accept it or propose another time.');
    expect((await withdraw('out', 'mia>ned', TUESDAY_7PM)).statusCode).toBe(404);

    const before = test.sentMail.length;
    const withdrawn = await withdraw('mia', 'mia>ned', TUESDAY_7PM);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ proposed_time: WEDNESDAY_7PM, proposal: null, confirmed_by: [people.mia.member.id], agreed: false });
    expect(test.sentMail.length).toBe(before);
    // Gone from the partner's side too: there is nothing left to accept.
    expect((await people.ned.client.get(timeUrl('ned>mia'))).json().proposal).toBeNull();
    const accept = await people.ned.client.post(timeUrl('ned>mia', 'accept/'), { time: TUESDAY_7PM });
    expect(accept.statusCode).toBe(409);
    const again = await withdraw('mia', 'mia>ned', TUESDAY_7PM);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('There is no proposal to withdraw: it was already accepted or withdrawn.');
  });

  it('refuses (409) once the partner answered it with another time, or accepted it', async () => {
    await people.mia.client.post(timeUrl('mia>ned', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    await people.ned.client.post(timeUrl('ned>mia', 'proposal/'), { time: TUESDAY_730PM, replaces: TUESDAY_7PM });
    const answered = await withdraw('mia', 'mia>ned', TUESDAY_7PM);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().detail).toBe('Ned Tester just proposed another time: Tuesday, April 14, 2026, 7:30 PM PDT (2026-04-15 02:30 UTC). Accept it or propose another time.');

    await people.mia.client.post(timeUrl('mia>ned', 'accept/'), { time: TUESDAY_730PM });
    const accepted = await withdraw('ned', 'ned>mia', TUESDAY_730PM);
    expect(accepted.statusCode).toBe(409);
    expect((await people.ned.client.get(timeUrl('ned>mia'))).json()).toMatchObject({ proposed_time: TUESDAY_730PM, agreed: true, proposal: null });
  });

  it('of an accept and a withdrawal at once, exactly one happens', async () => {
    await people.ola.client.post(timeUrl('ola>pam', 'proposal/'), { time: TUESDAY_7PM, replaces: null });
    const before = test.sentMail.length;
    const [accept, withdrawal] = await Promise.all([
      people.pam.client.post(timeUrl('pam>ola', 'accept/'), { time: TUESDAY_7PM }),
      withdraw('ola', 'ola>pam', TUESDAY_7PM),
    ]);
    expect([accept.statusCode, withdrawal.statusCode].sort()).toEqual([200, 409]);
    const state = (await people.ola.client.get(timeUrl('ola>pam'))).json();
    expect(state.proposal).toBeNull();
    const invites = test.sentMail.slice(before).filter((mail) => mail.attachments?.length);
    if (accept.statusCode === 200) {
      expect(state).toMatchObject({ proposed_time: TUESDAY_7PM, agreed: true });
      expect(invites).toHaveLength(2);
    } else {
      expect(accept.json().detail).toBe('There is no other time to accept: your partner withdrew or it was already agreed.');
      expect(state).toMatchObject({ proposed_time: WEDNESDAY_7PM, agreed: false });
      expect(invites).toHaveLength(0);
    }
  });
});

describe('reminders', () => {
  it('follow the agreed time: the day-before reminder comes 24 hours before the new time and names it', async () => {
    // Ada and Bob agreed on Thursday noon PDT above.
    const [row] = await test.ctx.db.select().from(interviews).where(eq(interviews.id, ids['ada>bob']));
    expect(row.proposedTime?.toISOString()).toBe(THURSDAY_NOON);
    clock.set('2026-04-15T18:59:00Z');
    const before = test.sentMail.length;
    await runJobOnce(test.ctx, interviewRemindersJob);
    expect(mailTo('ada', before).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);
    clock.set('2026-04-15T19:00:00Z');
    await runJobOnce(test.ctx, interviewRemindersJob);
    const [reminder] = mailTo('ada', before).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminder.text).toContain('is proposed for Thursday, April 16, 2026, 12:00 PM PDT (2026-04-16 19:00 UTC)');
    clock.set('2026-04-13T16:00:00Z');
  });
});
