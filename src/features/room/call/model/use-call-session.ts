import { useEffect, useState } from 'react';
import { CallSession, type CallMember, type CallSignaling } from './call-session';

/**
 * The room's one call for the page's lifetime, made once the welcome names the pair. The page holds it, not the
 * call's panel: the panel moves (a docked tile, a phone's floating tile, the Call tab) without hanging up.
 */
export function useCallSession(connection: CallSignaling | null, you: CallMember | null, partner: CallMember | null): CallSession | null {
  const [session, setSession] = useState<CallSession | null>(null);
  const youId = you?.id;
  const youName = you?.firstName ?? '';
  const partnerId = partner?.id;
  const partnerName = partner?.firstName ?? '';

  useEffect(() => {
    if (!connection || youId === undefined || partnerId === undefined) return setSession(null);
    const created = new CallSession({ signaling: connection, you: { id: youId, firstName: youName }, partner: { id: partnerId, firstName: partnerName } });
    setSession(created);
    // Closing or reloading the tab hangs up, so the partner hears of it at once rather than when ICE gives up.
    const hangUp = () => created.leave();
    window.addEventListener('pagehide', hangUp);
    return () => {
      window.removeEventListener('pagehide', hangUp);
      created.destroy();
    };
  }, [connection, youId, youName, partnerId, partnerName]);

  return session;
}
