/**
 * Issue 30: the console's cancel_interview says --reason is required, and its success line names the partner,
 * whether the cancel was late, and what became of the partner; like a member's cancel, it withdraws the pair's
 * calendar invite in the mail to both (cancellation-calendar.test.ts).
 */
import { usageOf } from '../src/modules/console/command';
import { cancellationCommands } from '../src/modules/cancellations/commands';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { calendarField, calendarOf } from './helpers/calendar-mail';
import { appForThisFile, fixedClock, signedInMember } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile({ clock: fixedClock(WEDNESDAY_BEFORE_CUTOFF) });

it('requires a reason in its usage, and names the partner and the outcome when it cancels', async () => {
  const command = cancellationCommands.find((candidate) => candidate.name === 'cancel_interview');
  expect(command && usageOf(command)).toBe('cancel_interview <interview_id> <username> --reason <text>');

  const admin = await signedInMember(test, { isAdmin: true });
  const ann = await signedInMember(test, { username: 'ann_c' });
  const ben = await signedInMember(test, { username: 'ben_c' });
  await seedQueues(test, { technical: 4, behavioral: 2 });
  for (const member of [ann, ben]) expect((await member.client.post('/interview/pool/', { availability: gridWith([1, 22, 26]) })).statusCode).toBe(201);
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
  const [row] = await interviewsOfWeek(test, OPEN_WEEK);

  const missing = await admin.client.post('/admin/command/', { command: 'cancel_interview', args: [row.id, 'ann_c'], kwargs: {} });
  expect(JSON.stringify(missing.json())).toContain('--reason');
  const done = await admin.client.post('/admin/command/', { command: 'cancel_interview', args: [row.id, 'ann_c'], kwargs: { reason: 'Exams moved.' } });
  expect(done.json().output).toBe("Cancelled ann_c's 2 interview(s) with ben_c: not late.\nben_c keeps priority for next week.");

  const uid = calendarField(calendarOf(test.sentMail.find((mail) => mail.to === ann.member.email && calendarOf(mail) !== '')), 'UID');
  expect(uid).toBeDefined();
  for (const member of [ann, ben]) {
    const cancellation = calendarOf(test.sentMail.filter((mail) => mail.to === member.member.email).at(-1));
    expect(calendarField(cancellation, 'METHOD')).toBe('CANCEL');
    expect(calendarField(cancellation, 'UID')).toBe(uid);
  }
});
