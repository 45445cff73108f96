export { RoomCall, type RoomCallProps } from './ui/room-call';
export { useCallSession } from './model/use-call-session';
export { CallSession, type CallSessionOptions, type CallSignaling, type CallSnapshot, type CallState, type CallMember } from './model/call-session';
export { CALL_MESSAGES } from './config/messages';
