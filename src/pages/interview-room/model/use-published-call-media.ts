import { useEffect } from 'react';
import { CALL_MEDIA_FIELD, sameCallMedia, type CallMedia } from '@/entities/room';
import type { CallSession } from '@/features/room/call';
import type { RoomConnection } from '@/shared/lib/room-connection';

/**
 * Tells the partner, through the room's awareness, whether this member's microphone and camera are on while in
 * the call: their tile marks "Muted" and "Camera off" from it.
 */
export function usePublishedCallMedia(connection: RoomConnection | null, session: CallSession | null): void {
  useEffect(() => {
    if (!connection || !session) return undefined;
    let published: CallMedia | null | undefined;
    const publish = () => {
      const call = session.getSnapshot();
      const inCall = call.state !== 'idle' && call.state !== 'joining';
      const media = inCall ? { muted: call.muted, cameraOff: call.cameraOff || !call.hasCamera } : null;
      if (published !== undefined && sameCallMedia(published, media)) return;
      published = media;
      connection.awareness.setLocalStateField(CALL_MEDIA_FIELD, media);
    };
    publish();
    return session.subscribe(publish);
  }, [connection, session]);
}
