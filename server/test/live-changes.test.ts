/**
 * Issue 30: what a member's open pages show reaches them when the partner, an admin or the server changes it. The
 * notifications socket sends `refresh` with what changed, once it has committed, to the members it concerns: a
 * pairing, a proposal (to the partner with its notice, to the proposer's other tabs without one), a withdrawal
 * (which tells nobody by notice), a cancellation; nobody else hears of it.
 */
import WebSocket from 'ws';
import type { NotificationServerMessageDto } from '@contracts/notifications';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile({ clock: fixedClock(WEDNESDAY_BEFORE_CUTOFF) });
type Signed = { member: MemberRow; client: TestClient };
type Tab = { socket: WebSocket; received: NotificationServerMessageDto[] };

let baseUrl: string;
let ann: Signed;
let ben: Signed;
let eve: Signed;
let admin: Signed;
const tabs: Tab[] = [];

beforeAll(async () => {
  ann = await signedInMember(test, { firstName: 'Ann' });
  ben = await signedInMember(test, { firstName: 'Ben' });
  eve = await signedInMember(test, { firstName: 'Eve' });
  admin = await signedInMember(test, { isAdmin: true });
  await seedQueues(test, { technical: 4, behavioral: 2 });
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  for (const tab of tabs) tab.socket.close();
});

function open(person: Signed): Promise<Tab> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/notifications/socket/`, { headers: { cookie: person.client.cookieHeader, origin: baseUrl } });
  const tab: Tab = { socket, received: [] };
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as NotificationServerMessageDto;
    if (message.type !== 'ping') tab.received.push(message);
  });
  tabs.push(tab);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(tab));
    socket.once('error', reject);
  });
}

/** What the tab received since the last call, once a round trip after the change has passed (the NOTIFY is delivered on commit). */
async function drain(tab: Tab, expected: number): Promise<NotificationServerMessageDto[]> {
  for (let waited = 0; tab.received.length < expected && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise<void>((resolve) => {
    tab.socket.once('pong', () => resolve());
    tab.socket.ping();
  });
  return tab.received.splice(0);
}

const refresh = (...tags: string[]) => ({ type: 'refresh', tags: expect.arrayContaining(tags) as unknown });
const refreshOnly = (messages: NotificationServerMessageDto[]) => messages.filter((message) => message.type === 'refresh');

it('tells both members of a pair, and nobody else, what a pairing, a proposal, its withdrawal and a cancellation change', async () => {
  const [annTab, annOtherTab, benTab, eveTab] = [await open(ann), await open(ann), await open(ben), await open(eve)];
  const grid = gridWith([1, 22, 26], [2, 22, 26]);
  for (const member of [ann, ben]) expect((await member.client.post('/interview/pool/', { availability: grid })).statusCode).toBe(201);
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
  for (const tab of [annTab, benTab]) {
    const messages = await drain(tab, 2);
    expect(messages).toContainEqual({ type: 'notification' });
    expect(refreshOnly(messages)).toEqual([refresh('interviews', 'pair_time', 'standby')]);
  }
  await drain(annOtherTab, 2);

  // Ben proposes another time: Ann hears of it with its notice; Ben's own other pages are told too, without one.
  const [row] = await interviewsOfWeek(test, OPEN_WEEK);
  const time = (await ben.client.get(`/interview/${row.id}/time/`)).json();
  const other = time.windows.find((window: string) => window !== time.proposed_time);
  expect((await ben.client.post(`/interview/${row.id}/time/proposal/`, { time: other, replaces: null })).statusCode).toBe(201);
  expect(await drain(annTab, 2)).toEqual([{ type: 'notification' }, refresh('interviews', 'pair_time', 'feedback')]);
  expect(await drain(annOtherTab, 2)).toEqual([{ type: 'notification' }, refresh('interviews', 'pair_time', 'feedback')]);
  expect(await drain(benTab, 1)).toEqual([refresh('interviews', 'pair_time', 'feedback')]);

  // A withdrawal sends no notice, and still leaves Ann's page at once (else her Accept would meet a 409).
  expect((await ben.client.request({ method: 'DELETE', url: `/interview/${row.id}/time/proposal/`, payload: { time: other } })).statusCode).toBe(200);
  expect(await drain(annTab, 1)).toEqual([refresh('interviews', 'pair_time', 'feedback')]);
  expect(await drain(benTab, 1)).toEqual([refresh('interviews', 'pair_time', 'feedback')]);

  // Ann cancels: Ben's My Interviews, the pair's time and his standby offer change.
  expect((await ann.client.post(`/interview/${row.id}/cancel/`, { reason: 'Exams moved.' })).statusCode).toBe(200);
  expect(refreshOnly(await drain(benTab, 2))).toEqual([refresh('interviews', 'pair_time', 'standby')]);
  expect(refreshOnly(await drain(annTab, 2))).toEqual([refresh('interviews', 'pair_time', 'standby')]);

  expect(await drain(eveTab, 0)).toEqual([]);
});
