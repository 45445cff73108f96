import { useCallback } from 'react';
import {
  pauseTimer,
  readCurrentRound,
  readRoundTimer,
  resetTimer,
  ROOM_MAP,
  ROUND_KEY,
  startTimer,
  TIMER_MAP,
  timerEntries,
  type RoundTimer,
} from '@/entities/room';
import { useSharedMap, type RoomConnection } from '@/shared/lib/room-connection';

/**
 * The round the pair is in and its shared timer, read from the document, with the controls either member may
 * use. Times are on the server's clock (`clockOffsetMs` from the welcome), so both see the same time left.
 */
export function useRoomRounds(connection: RoomConnection | null, roundCount: number, clockOffsetMs: number) {
  const settings = useSharedMap(connection?.doc, ROOM_MAP);
  const timerMap = useSharedMap(connection?.doc, TIMER_MAP);
  const round = readCurrentRound(settings, roundCount);
  const timer = readRoundTimer(timerMap);
  const serverNow = useCallback(() => Date.now() + clockOffsetMs, [clockOffsetMs]);

  const write = useCallback(
    (change: (current: RoundTimer) => RoundTimer, alsoSetRound?: 2) => {
      if (!connection) return;
      const { doc } = connection;
      doc.transact(() => {
        const map = doc.getMap(TIMER_MAP);
        const next = change(readRoundTimer(map.toJSON()));
        for (const [key, value] of Object.entries(timerEntries(next))) map.set(key, value);
        if (alsoSetRound) doc.getMap(ROOM_MAP).set(ROUND_KEY, alsoSetRound);
      });
    },
    [connection],
  );

  return {
    round,
    timer,
    serverNow,
    start: useCallback(() => write((current) => startTimer(current, serverNow())), [write, serverNow]),
    pause: useCallback(() => write((current) => pauseTimer(current, serverNow())), [write, serverNow]),
    reset: useCallback(() => write(resetTimer), [write]),
    /** Round 2: the other member interviews, in the round's own editor; the timer starts afresh. */
    swapRoles: useCallback(() => write(resetTimer, 2), [write]),
  };
}
