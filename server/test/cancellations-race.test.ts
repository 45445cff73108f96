/**
 * Cancellations racing each other across two server processes (issue 22; on the embedded database the
 * "second process" is the same app, its calls running concurrently all the same): both members of a pair
 * cancelling at once, two pairs cancelled at once whose partners both want the one free member, and a cancel whose
 * re-match wants a standby member who is leaving the list at that moment. Each change waits for the pairing lock
 * rather than failing; whatever the interleaving: one cancellation per pair, no member in two pairs, each notice once.
 */
import { and, eq, like } from 'drizzle-orm';
import { interviewCancellations, noticeOutbox, poolEntries } from '../src/db/schema';
import { CancelRefused, cancelInterview } from '../src/modules/cancellations/service';
import type { MemberRow } from '../src/modules/members/dto';
import { joinStandby, leaveStandby } from '../src/modules/cancellations/standby';
import { pairWeek, underPairingLock } from '../src/modules/pairing/actions';
import { gridWith, interviewsOfWeek, OPEN_WEEK, poolMember, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, createTestApp, fixedClock, type TestApp } from './helpers/test-app';

jest.setTimeout(90_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
let second: TestApp;

beforeAll(async () => {
  second = test.databaseUrl === 'memory://' ? test : await createTestApp({ clock, sameDatabaseAs: test });
  await seedQueues(test, { technical: 6, behavioral: 2 });
});

type Attempt = 'cancelled' | 'refused';
/** A member's cancel: it waits while the other process holds the pairing lock, so it is never "try again". */
async function attempt(app: TestApp, interviewId: string, member: MemberRow, reason: string): Promise<Attempt> {
  try {
    await cancelInterview(app.ctx, { interviewId, memberId: member.id, byAdmin: false, adminId: null, reason });
    return 'cancelled';
  } catch (error) {
    if (error instanceof CancelRefused) return 'refused';
    throw error;
  }
}

const pendingPairsOf = async (memberId: number) => (await interviewsOfWeek(test, OPEN_WEEK))
  .filter((row) => row.status === 'pending' && (row.interviewerId === memberId || row.intervieweeId === memberId));

describe('racing cancellations', () => {
  let ann: MemberRow; let ben: MemberRow; let dan: MemberRow; let cat: MemberRow;

  beforeAll(async () => {
    // Ann–Ben share Monday evening, Dan–Eve Tuesday morning; Cat shares a window with Ben (Monday) and with Eve (Tuesday)
    // but less than their partners do, so the pairing leaves Cat over.
    ann = await poolMember(test, gridWith([1, 22, 28]));
    ben = await poolMember(test, gridWith([1, 22, 28], [3, 0, 2]));
    dan = await poolMember(test, gridWith([2, 0, 6]));
    await poolMember(test, gridWith([2, 0, 6], [3, 0, 2])); // Eve
    cat = await poolMember(test, gridWith([3, 0, 2]));
    const run = await pairWeek(test.ctx, { weekStart: OPEN_WEEK });
    expect(run.unpaired.map((member) => member.id)).toEqual([cat.id]);
  });

  // Inside this block, so the second process lets go of the database before the file's app drops it.
  afterAll(async () => {
    if (second !== test) await second.close();
  });

  it('lets one of two members cancelling their pair at once win; the other is told it is already cancelled', async () => {
    // Both partners of Ann–Ben cancel together; Cat (Thursday, with Ben) would be the re-match of whoever is cancelled on.
    const [annBen] = await pendingPairsOf(ann.id);
    const outcomes = await Promise.all([
      attempt(test, annBen.id, ann, 'Ann cannot make it.'),
      attempt(second, annBen.id, ben, 'Ben cannot make it.'),
    ]);
    expect(outcomes.sort()).toEqual(['cancelled', 'refused']);
    const records = await test.ctx.db.select().from(interviewCancellations).where(eq(interviewCancellations.weekStart, OPEN_WEEK));
    expect(records).toHaveLength(1);
    expect(await test.ctx.db.select().from(noticeOutbox).where(like(noticeOutbox.key, `cancellation:${records[0].id}:%`))).toHaveLength(2);
  });

  it('never puts the one free member in two pairs when two cancellations re-match at once', async () => {
    // Whoever of Ann/Ben was cancelled on may already hold Cat; cancel Dan–Eve now from the other process while
    // that pair is cancelled again: Eve and the Ann/Ben partner both want Cat, the only free member.
    const [stillPaired] = [...await pendingPairsOf(ann.id), ...await pendingPairsOf(ben.id)];
    const [danEve] = await pendingPairsOf(dan.id);
    const attempts: Array<Promise<Attempt>> = [attempt(second, danEve.id, dan, 'Dan is travelling.')];
    if (stillPaired) {
      const canceller = stillPaired.interviewerId === cat.id ? stillPaired.intervieweeId : stillPaired.interviewerId;
      attempts.push(attempt(test, stillPaired.id, canceller === ann.id ? ann : canceller === ben.id ? ben : cat, 'Changed plans.'));
    }
    expect((await Promise.all(attempts)).every((outcome) => outcome === 'cancelled')).toBe(true);

    const pending = (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending');
    const pairsPerMember = new Map<number, number>();
    for (const row of pending) pairsPerMember.set(row.interviewerId, (pairsPerMember.get(row.interviewerId) ?? 0) + 1);
    expect([...pairsPerMember.values()].every((count) => count === 1)).toBe(true);
    // Each pending pair is whole (both directions), and nobody is paired with their canceller again.
    for (const row of pending) {
      expect(pending.some((other) => other.interviewerId === row.intervieweeId && other.intervieweeId === row.interviewerId)).toBe(true);
    }
    const partnerNotices = await test.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.kind, 'pair'));
    expect(new Set(partnerNotices.map((row) => row.key)).size).toBe(partnerNotices.length);
  });

  it('waits for a pairing run holding the lock, then cancels', async () => {
    const [someone] = (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending');
    const member = { id: someone.interviewerId } as MemberRow;
    const events: string[] = [];
    let release: () => void = () => undefined;
    const held = underPairingLock(second.ctx, async () => {
      events.push('pairing holds the lock');
      await new Promise<void>((resolve) => { release = resolve; });
      events.push('pairing done');
    });
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const cancelling = attempt(test, someone.id, member, 'Exam moved.').then((outcome) => events.push(`cancel ${outcome}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([held, cancelling]);
    expect(events).toEqual(['pairing holds the lock', 'pairing done', 'cancel cancelled']);
  });

  it('re-matches with a standby member leaving the list at that moment, or not at all: never both', async () => {
    const friday = gridWith([5, 10, 14]);
    const [fay, gil, hana] = [await poolMember(test, friday), await poolMember(test, friday), await poolMember(test, friday)];
    for (const member of [fay, gil]) await joinStandby(test.ctx, member.id, { grid: friday, secondPractice: false });
    const [fayGil] = await pendingPairsOf(fay.id);
    expect([fayGil.interviewerId, fayGil.intervieweeId].sort()).toEqual([fay.id, gil.id].sort());
    expect((await joinStandby(test.ctx, hana.id, { grid: friday, secondPractice: false })).interviewIds).toEqual([]);

    // Fay cancels (Gil's re-match wants Hana, the only one free on Friday) while Hana leaves from the other process.
    const [cancelled, hanaLeft] = await Promise.all([attempt(test, fayGil.id, fay, 'Going home.'), leaveStandby(second.ctx, hana.id)]);
    expect(cancelled).toBe('cancelled');
    const gilNow = await pendingPairsOf(gil.id);
    const hanaNow = await pendingPairsOf(hana.id);
    if (hanaLeft) {
      expect(gilNow).toEqual([]);
      expect(hanaNow).toEqual([]);
    } else {
      expect(hanaNow.map((row) => [row.interviewerId, row.intervieweeId].sort())).toEqual([[gil.id, hana.id].sort(), [gil.id, hana.id].sort()]);
    }
    // Either way Hana's place on the list matches her pairs: on it only while paired (her entry is the pair's grid).
    const [entry] = await test.ctx.db.select().from(poolEntries).where(and(eq(poolEntries.weekStart, OPEN_WEEK), eq(poolEntries.memberId, hana.id)));
    expect(entry !== undefined).toBe(!hanaLeft);
  });
});
