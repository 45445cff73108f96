import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSnackbar } from 'notistack';
import {
  CALL_MEDIA_FIELD,
  DEFAULT_ROOM_LANGUAGE,
  isRoomLanguage,
  LANGUAGE_KEY,
  ROOM_MAP,
  mapRoomWelcome,
  partnerJoined,
  partnerLeft,
  partnerMediaChanged,
  readCallMedia,
  roomErrorReceived,
  roomLanguageChanged,
  roomReset,
  roomStatusChanged,
  roomWelcomed,
  sameCallMedia,
  type CallMedia,
} from '@/entities/room';
import { RoomConnection, roomSocketUrl } from '@/shared/lib/room-connection';
import { cursorColorFor } from '../lib/cursor-colors';

/**
 * Opens the room's live channel for the page's lifetime and mirrors it into the `room` slice: status, the
 * welcome, the partner's presence and call media (from the awareness states) and the shared language.
 */
export function useRoomConnection(interviewId: string) {
  const dispatch = useDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [connection, setConnection] = useState<RoomConnection | null>(null);

  useEffect(() => {
    dispatch(roomReset());
    const room = new RoomConnection({ url: roomSocketUrl(interviewId) });
    const settings = room.doc.getMap(ROOM_MAP);
    let partner: { id: number; firstName: string } | null = null;
    let present = false;
    let media: CallMedia | null = null;

    const updatePresence = () => {
      if (!partner) return;
      const partnerId = partner.id;
      const partnerStates = [...room.awareness.getStates()]
        .filter(([client, state]) => client !== room.doc.clientID && (state.user as { id?: unknown } | undefined)?.id === partnerId)
        .map(([, state]) => state);
      const nowMedia = partnerStates.map((state) => readCallMedia(state[CALL_MEDIA_FIELD])).find((found) => found !== null) ?? null;
      if (!sameCallMedia(nowMedia, media)) {
        media = nowMedia;
        dispatch(partnerMediaChanged(media));
      }
      const now = partnerStates.length > 0;
      if (now === present) return;
      present = now;
      dispatch(now ? partnerJoined() : partnerLeft());
      // While we are the ones offline, the partner's cursor is dropped: that is not the partner leaving.
      if (room.status === 'connected') {
        enqueueSnackbar(`${partner.firstName} ${now ? 'joined' : 'left'} the room`, { variant: 'info', preventDuplicate: true });
      }
    };
    const readLanguage = () => {
      const value = settings.get(LANGUAGE_KEY);
      dispatch(roomLanguageChanged(isRoomLanguage(value) ? value : DEFAULT_ROOM_LANGUAGE));
    };

    const stopListening = room.on((event) => {
      if (event.type === 'welcome') {
        const welcome = mapRoomWelcome(event.welcome, Date.now());
        partner = welcome.partner;
        dispatch(roomWelcomed(welcome));
        room.awareness.setLocalStateField('user', { id: welcome.you.id, name: welcome.you.firstName, ...cursorColorFor(welcome.you.id) });
      } else if (event.type === 'status') {
        dispatch(roomStatusChanged({ status: event.status, error: event.error }));
        updatePresence();
      } else if (event.type === 'error') {
        dispatch(roomErrorReceived(event.message));
      }
    });
    room.awareness.on('change', updatePresence);
    settings.observe(readLanguage);
    room.connect();
    setConnection(room);

    return () => {
      stopListening();
      settings.unobserve(readLanguage);
      room.awareness.off('change', updatePresence);
      room.destroy();
      setConnection(null);
      dispatch(roomReset());
    };
  }, [interviewId, dispatch, enqueueSnackbar]);

  return connection;
}
