export { MeetingLinkField, type MeetingLinkFieldProps } from './ui/meeting-link-field';
export { parseMeetingLink, meetingLinkHref, type MeetingLinkCheck } from './lib/meeting-link';
