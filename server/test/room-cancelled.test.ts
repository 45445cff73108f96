/**
 * Issue 30: a cancelled interview's room refuses both members, saying why; its code stays readable in the replay.
 */
import { inArray } from 'drizzle-orm';
import { interviews } from '../src/db/schema';
import { pairForRoom, RoomTestClient } from './helpers/room-client';
import { appForThisFile, signedInMember } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile();

it('refuses both members of a cancelled pair, and the replay still answers them', async () => {
  const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  const ada = await signedInMember(test, { firstName: 'Ada' });
  const bob = await signedInMember(test, { firstName: 'Bob' });
  const ids = await pairForRoom(test, ada.member, bob.member);
  await test.ctx.db.update(interviews).set({ status: 'cancelled' }).where(inArray(interviews.id, ids));

  for (const [member, interviewId] of [[ada, ids[0]], [bob, ids[1]]] as const) {
    const tab = await RoomTestClient.open(baseUrl, interviewId, { member: member.client });
    await tab.until(() => tab.socket.readyState === tab.socket.CLOSED);
    expect(tab.received).toEqual([
      { type: 'error', code: 'room_closed', message: 'This interview was cancelled, so its room is closed. Its code stays readable in the replay on the interview page.' },
    ]);
    expect((await member.client.get(`/interview/${interviewId}/room/history/`)).statusCode).toBe(200);
  }
});
