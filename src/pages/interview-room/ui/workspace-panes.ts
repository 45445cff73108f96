import type { ReactNode } from 'react';

/** What the room shows, built once by the page; the desktop and phone layouts only place it. */
export interface WorkspacePanes {
  /** The round's questions (and the interviewer's notes), then the meeting link. */
  question: ReactNode;
  /** The surfaces (the code editor today). */
  surface: ReactNode;
  /** Run and its output. */
  output: ReactNode;
  /** The call's tile; `compact` for a phone's floating tile. */
  call: (compact: boolean) => ReactNode;
  meetingLink: ReactNode;
}
