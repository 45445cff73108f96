/**
 * The interview room's records at the wire (issue 19): the interviewer's private notes pad and the room's
 * history for replay. Notes reach nobody but their writer until shared, whichever route is asked; admins read a
 * room only while a report on it is open, and every such read is audited.
 */
import { and, desc, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { commandAudit, interviews, roomUpdates } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { RoomTestClient } from './helpers/room-client';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const clock = fixedClock('2026-03-09T18:00:00Z');
const test = appForThisFile({ clock });
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { detail: 'Interview not found.' };

type Person = { member: MemberRow; client: TestClient };
let ada: Person;
let bob: Person;
let eve: Person;
let admin: Person;
/** Round 1: Ada (the lower id) interviews Bob; its id is the room's. */
let adaInterviewsBob: string;
/** Round 2: Bob interviews Ada. */
let bobInterviewsAda: string;

const ADA_SECRET = 'ADA-PRIVATE: Bob forgot the empty input';
const BOB_SECRET = 'BOB-PRIVATE: Ada was quick';

beforeAll(async () => {
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  eve = await signedInMember(test, { firstName: 'Eve' });
  admin = await signedInMember(test, { firstName: 'Root', isAdmin: true });
  const weekStart = '2026-03-08';
  const dateEffective = new Date(`${weekStart}T08:00:00Z`);
  const rows = await test.ctx.db
    .insert(interviews)
    .values([
      { weekStart, interviewerId: ada.member.id, intervieweeId: bob.member.id, dateEffective },
      { weekStart, interviewerId: bob.member.id, intervieweeId: ada.member.id, dateEffective },
    ])
    .returning();
  [adaInterviewsBob, bobInterviewsAda] = [rows[0].id, rows[1].id];
});

const notesUrl = (interviewId: string) => `/interview/${interviewId}/room/notes/`;
const historyUrl = (interviewId: string) => `/interview/${interviewId}/room/history/`;

describe('the notes pad', () => {
  it('starts empty for the interviewer', async () => {
    const response = await ada.client.get(notesUrl(adaInterviewsBob));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ interview_id: adaInterviewsBob, text: '', shared: false, entries: [], star: [], updated: null });
  });

  it('keeps the time each line was first written across saves; new and changed lines get the time of the save', async () => {
    clock.set('2026-03-09T18:05:00Z');
    const first = await ada.client.put(notesUrl(adaInterviewsBob), { text: 'Clarified the input\nStarted brute force', shared: false });
    expect(first.statusCode).toBe(200);
    expect(first.json().entries).toEqual([
      { at: '2026-03-09T18:05:00.000Z', text: 'Clarified the input' },
      { at: '2026-03-09T18:05:00.000Z', text: 'Started brute force' },
    ]);

    clock.set('2026-03-09T18:12:00Z');
    const second = await ada.client.put(notesUrl(adaInterviewsBob), { text: 'Clarified the input\nStarted brute force, then a hash map\r\nTested it', shared: false });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      interview_id: adaInterviewsBob,
      text: 'Clarified the input\nStarted brute force, then a hash map\nTested it',
      shared: false,
      entries: [
        { at: '2026-03-09T18:05:00.000Z', text: 'Clarified the input' },
        { at: '2026-03-09T18:12:00.000Z', text: 'Started brute force, then a hash map' },
        { at: '2026-03-09T18:12:00.000Z', text: 'Tested it' },
      ],
      star: [],
      updated: '2026-03-09T18:12:00.000Z',
    });

    // A line moved keeps its time; the stored pad is what a fresh GET answers.
    clock.set('2026-03-09T18:20:00Z');
    await ada.client.put(notesUrl(adaInterviewsBob), { text: `Tested it\nClarified the input\n${ADA_SECRET}`, shared: false });
    const read = (await ada.client.get(notesUrl(adaInterviewsBob))).json();
    expect(read.text).toBe(`Tested it\nClarified the input\n${ADA_SECRET}`);
    expect(read.entries.map((line: { at: string }) => line.at)).toEqual(['2026-03-09T18:12:00.000Z', '2026-03-09T18:05:00.000Z', '2026-03-09T18:20:00.000Z']);
  });

  it("answers the interviewee, an outsider and an admin 404 for the interviewer's notes, whether reading or writing", async () => {
    for (const person of [bob, eve, admin]) {
      const read = await person.client.get(notesUrl(adaInterviewsBob));
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(NOT_FOUND);
      expect(read.body).not.toContain('ADA-PRIVATE');
      // Refused before the body is looked at: a bad body tells them nothing either.
      for (const body of [{ text: 'overwritten', shared: true }, { text: 1 }]) {
        const write = await person.client.put(notesUrl(adaInterviewsBob), body);
        expect(write.statusCode).toBe(404);
        expect(write.json()).toEqual(NOT_FOUND);
      }
    }
    expect((await ada.client.get(notesUrl(adaInterviewsBob))).json().text).toContain(ADA_SECRET);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect((await ada.client.get(notesUrl(id))).statusCode).toBe(404);
    }
  });

  it('needs the CSRF token to save', async () => {
    const response = await ada.client.request({ method: 'PUT', url: notesUrl(adaInterviewsBob), payload: { text: 'no token', shared: true }, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('CSRF token missing or incorrect.');
    expect((await ada.client.get(notesUrl(adaInterviewsBob))).json().text).not.toBe('no token');
  });

  it('refuses notes over the limit, and a save without `shared`, with a message on the field', async () => {
    const long = await ada.client.put(notesUrl(adaInterviewsBob), { text: 'x'.repeat(20_001), shared: false });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.text).toEqual(['Ensure this field has no more than 20000 characters.']);
    const missing = await ada.client.put(notesUrl(adaInterviewsBob), { text: 'no flag' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.shared).toEqual(['This field is required.']);
  });
});

describe("the room's history", () => {
  const texts: string[] = [];

  beforeAll(async () => {
    // Three changes to round 1's code, stored as the room stores them: one row per write, with its time.
    const doc = new Y.Doc();
    const steps: Array<[string, () => void]> = [
      ['2026-03-09T18:01:00.000Z', () => doc.getText('round-1').insert(0, 'def two_sum(nums):\n')],
      ['2026-03-09T18:01:00.400Z', () => doc.getText('round-1').insert(doc.getText('round-1').length, '    pass\n')],
      ['2026-03-09T18:09:30.000Z', () => doc.getText('round-2').insert(0, 'SELECT 1;')],
    ];
    for (const [at, change] of steps) {
      let update: Uint8Array | undefined;
      doc.once('update', (value: Uint8Array) => {
        update = value;
      });
      change();
      await test.ctx.db.insert(roomUpdates).values({ roomId: adaInterviewsBob, update: update!, created: new Date(at) });
      texts.push(doc.getText('round-1').toString());
    }
  });

  function replay(updates: Array<{ update: string }>, upTo = updates.length): Y.Doc {
    const doc = new Y.Doc();
    for (const { update } of updates.slice(0, upTo)) Y.applyUpdate(doc, new Uint8Array(Buffer.from(update, 'base64')));
    return doc;
  }

  it("gives either member, through either interview id, the room's changes in order with their times", async () => {
    for (const [person, id] of [[ada, adaInterviewsBob], [bob, bobInterviewsAda], [bob, adaInterviewsBob]] as const) {
      const response = await person.client.get(historyUrl(id));
      expect(response.statusCode).toBe(200);
      const history = response.json();
      expect(history.room_id).toBe(adaInterviewsBob);
      expect(history.rounds).toEqual([
        { interview_id: adaInterviewsBob, interviewer_id: ada.member.id, interviewee_id: bob.member.id },
        { interview_id: bobInterviewsAda, interviewer_id: bob.member.id, interviewee_id: ada.member.id },
      ]);
      // The two rows within a second of each other travel as one step, stamped with the later time.
      expect(history.updates.map((step: { at: string }) => step.at)).toEqual(['2026-03-09T18:01:00.400Z', '2026-03-09T18:09:30.000Z']);
      expect(replay(history.updates, 1).getText('round-1').toString()).toBe('def two_sum(nums):\n    pass\n');
      expect(replay(history.updates, 1).getText('round-2').toString()).toBe('');
      expect(replay(history.updates).getText('round-2').toString()).toBe('SELECT 1;');
    }
  });

  it("never sends the interviewer's unshared notes to the interviewee; the writer reads their own", async () => {
    clock.set('2026-03-09T18:30:00Z');
    await bob.client.put(notesUrl(bobInterviewsAda), { text: BOB_SECRET, shared: false });

    const bobs = await bob.client.get(historyUrl(adaInterviewsBob));
    expect(bobs.body).not.toContain('ADA-PRIVATE');
    expect(bobs.json().notes).toEqual([{ interview_id: bobInterviewsAda, at: '2026-03-09T18:30:00.000Z', text: BOB_SECRET }]);

    const adas = await ada.client.get(historyUrl(bobInterviewsAda));
    expect(adas.body).not.toContain('BOB-PRIVATE');
    expect(adas.json().notes).toEqual([
      { interview_id: adaInterviewsBob, at: '2026-03-09T18:05:00.000Z', text: 'Clarified the input' },
      { interview_id: adaInterviewsBob, at: '2026-03-09T18:12:00.000Z', text: 'Tested it' },
      { interview_id: adaInterviewsBob, at: '2026-03-09T18:20:00.000Z', text: ADA_SECRET },
    ]);
  });

  it('sends the notes to the partner once the interviewer shares them, pinned to when each line was written', async () => {
    clock.set('2026-03-09T19:00:00Z');
    const shared = await ada.client.put(notesUrl(adaInterviewsBob), { text: `Tested it\nClarified the input\n${ADA_SECRET}`, shared: true });
    expect(shared.json().shared).toBe(true);
    const notes = (await bob.client.get(historyUrl(bobInterviewsAda))).json().notes;
    expect(notes).toEqual(
      expect.arrayContaining([
        { interview_id: adaInterviewsBob, at: '2026-03-09T18:20:00.000Z', text: ADA_SECRET },
        { interview_id: adaInterviewsBob, at: '2026-03-09T18:05:00.000Z', text: 'Clarified the input' },
      ]),
    );
    // Shared notes still are the interviewer's to read and write: the pad itself stays closed to Bob.
    expect((await bob.client.get(notesUrl(adaInterviewsBob))).statusCode).toBe(404);
  });

  it('answers an outsider and an unknown or malformed id 404', async () => {
    for (const [person, id] of [[eve, adaInterviewsBob], [ada, UNKNOWN_UUID], [ada, 'nope']] as const) {
      const response = await person.client.get(historyUrl(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('lets an admin read the room only while a report on it is open, with shared notes only, and audits each read', async () => {
    const audits = () => test.ctx.db.select().from(commandAudit).where(and(eq(commandAudit.memberId, admin.member.id), eq(commandAudit.command, 'read_room'))).orderBy(desc(commandAudit.id));

    const before = await admin.client.get(historyUrl(adaInterviewsBob));
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual(NOT_FOUND);
    expect(await audits()).toHaveLength(0);

    // Bob reports round 2 (his own interview of Ada): the room opens to admins while the report is open.
    const filed = await bob.client.post('/reports/', { type: 'interview', associated_id: bobInterviewsAda, reason: 'Something went wrong in the room.' });
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json().report.report_id as string;

    const during = await admin.client.get(historyUrl(adaInterviewsBob));
    expect(during.statusCode).toBe(200);
    const history = during.json();
    expect(history.updates).toHaveLength(2);
    // Ada shared hers; Bob's are his own business.
    expect(history.notes.map((note: { interview_id: string }) => note.interview_id)).toEqual([adaInterviewsBob, adaInterviewsBob, adaInterviewsBob]);
    expect(during.body).not.toContain('BOB-PRIVATE');
    const [audit] = await audits();
    expect(audit).toMatchObject({ source: 'admin-ui', success: true, args: { args: [adaInterviewsBob], kwargs: { room: adaInterviewsBob, report: reportId } } });

    expect((await admin.client.patch(`/reports/${reportId}/status/`, { status: 'resolving' })).statusCode).toBe(200);
    expect((await admin.client.get(historyUrl(bobInterviewsAda))).statusCode).toBe(200);
    expect(await audits()).toHaveLength(2);

    // Closed: the room is the members' again. The notes pad itself never opened to the admin.
    expect((await admin.client.patch(`/reports/${reportId}/status/`, { status: 'completed' })).statusCode).toBe(200);
    const after = await admin.client.get(historyUrl(adaInterviewsBob));
    expect(after.statusCode).toBe(404);
    expect(await audits()).toHaveLength(2);
    expect((await admin.client.get(notesUrl(adaInterviewsBob))).statusCode).toBe(404);
  });

  it('holds what the members typed in the live room', async () => {
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const tab = await RoomTestClient.open(baseUrl, bobInterviewsAda, { member: bob.client });
    try {
      await tab.until(() => tab.received.some((message) => message.type === 'sync'));
      tab.doc.getText('round-1').insert(tab.doc.getText('round-1').length, '# typed live\n');
      const typed = async () => replay((await ada.client.get(historyUrl(adaInterviewsBob))).json().updates).getText('round-1').toString();
      const deadline = Date.now() + 5000;
      while (!(await typed()).includes('# typed live') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await typed()).toBe(`${texts[1]}# typed live\n`);
    } finally {
      await tab.close();
    }
  });
});
