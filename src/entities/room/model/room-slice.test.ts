import { partnerJoined, partnerLeft, roomLanguageChanged, roomReset, roomSlice, roomStatusChanged, roomWelcomed } from './room-slice';
import { roomWelcomeFixture } from '@/shared/lib/testing';
import { mapRoomWelcome, roundSentences } from '../lib/map-welcome';

const welcome = mapRoomWelcome(
  roomWelcomeFixture({
    rounds: [
      { interview_id: '00000000-0000-4000-8000-000000000011', interviewer_id: 1, interviewee_id: 2 },
      { interview_id: '00000000-0000-4000-8000-000000000012', interviewer_id: 2, interviewee_id: 1 },
    ],
  }),
  // The browser's clock is 1.5 s behind the server's.
  Date.parse('2026-11-26T17:59:58.500Z'),
);

test('the welcome, status, presence and language land in the slice', () => {
  const reducer = roomSlice.reducer;
  let state = reducer(undefined, roomReset());
  expect(state.status).toBe('connecting');
  state = reducer(state, roomWelcomed(welcome));
  state = reducer(state, roomStatusChanged({ status: 'connected', error: null }));
  state = reducer(state, partnerJoined());
  state = reducer(state, roomLanguageChanged('python'));
  expect(state).toMatchObject({ status: 'connected', partner: { id: 2, firstName: 'Bob' }, partnerPresent: true, language: 'python' });
  expect(reducer(state, partnerLeft()).partnerPresent).toBe(false);
  expect(state.clockOffsetMs).toBe(1_500);
});

test('round sentences name who interviews whom', () => {
  expect(roundSentences(welcome)).toEqual(['Round 1: Ada interviews Bob', 'Round 2: Bob interviews Ada']);
});
