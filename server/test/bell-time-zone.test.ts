/**
 * Issue 30: a bell notice shows its time on the recipient's clock (their profile's zone), as their pages do, not
 * on the community's; a member whose zone is unknown reads the community's clock, named.
 */
import { pairWeekAndNotify } from '../src/modules/pairing/actions';
import { signUpForOpenPool } from '../src/modules/interviews/pool-service';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });

async function bell(client: TestClient): Promise<Array<{ kind: string; text: string }>> {
  const response = await client.get('/notifications/');
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

it("shows a partner notice's and a proposal's times on the Berlin member's clock, and on Pacific time to a member without a zone", async () => {
  await seedQueues(test, { technical: 2, behavioral: 0 });
  const berlin = await signedInMember(test, { firstName: 'Ada', timeZone: 'Europe/Berlin' });
  const unknown = await signedInMember(test, { firstName: 'Bob', timeZone: '' });
  // Free on Monday evening, Pacific time: in Berlin (which moves its clocks later in March) the small hours of Tuesday.
  for (const person of [berlin, unknown]) await signUpForOpenPool(test.ctx.db, person.member.id, gridWith([1, 22, 26]), clock.now(), test.ctx.config.communityTimeZone);
  await pairWeekAndNotify(test.ctx, { weekStart: OPEN_WEEK, minimumPoolSize: 2 });

  const [adasPair] = (await bell(berlin.client)).filter((notice) => notice.kind === 'pair');
  expect(adasPair.text).toContain('Proposed time: Tue, Mar 10, 2:00 AM GMT+1 (Monday night).');
  const [bobsPair] = (await bell(unknown.client)).filter((notice) => notice.kind === 'pair');
  expect(bobsPair.text).toContain('Proposed time: Mon, Mar 9, 6:00 PM PDT.');

  // Bob proposes Tuesday 5:00 AM Pacific: 1:00 PM in Berlin.
  const bobsInterview = (await interviewsOfWeek(test, OPEN_WEEK)).find((row) => row.interviewerId === unknown.member.id);
  const tuesdayEarly = '2026-03-10T12:00:00.000Z';
  expect((await unknown.client.post(`/interview/${bobsInterview?.id}/time/proposal/`, { time: tuesdayEarly, replaces: null })).statusCode).toBe(201);
  const [proposal] = (await bell(berlin.client)).filter((notice) => notice.kind === 'time_proposed');
  expect(proposal.text).toContain('proposes Tue, Mar 10, 1:00 PM GMT+1 for your mock interview.');
});
