import { useCallback, useSyncExternalStore } from 'react';
import { partnerCursorLine, roundTextName, type RoundNumber } from '@/entities/room';
import type { RoomConnection } from '@/shared/lib/room-connection';

/** The line of the partner's cursor in the round's code, kept current as either member types or moves. */
export function usePartnerCursorLine(connection: RoomConnection | null, partnerId: number | undefined, round: RoundNumber): number | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!connection) return () => undefined;
      const text = connection.doc.getText(roundTextName(round));
      connection.awareness.on('change', notify);
      text.observe(notify);
      return () => {
        connection.awareness.off('change', notify);
        text.unobserve(notify);
      };
    },
    [connection, round],
  );
  return useSyncExternalStore(subscribe, () =>
    connection && partnerId !== undefined ? partnerCursorLine(connection.awareness.getStates(), partnerId, connection.doc.getText(roundTextName(round))) : null,
  );
}
