import type { RoomNotes, StarNotes, StarPart } from '../model/types';

export const STAR_PARTS: ReadonlyArray<{ key: StarPart; label: string }> = [
  { key: 'situation', label: 'Situation' },
  { key: 'task', label: 'Task' },
  { key: 'action', label: 'Action' },
  { key: 'result', label: 'Result' },
];

function starBlock(notes: StarNotes, number: number): string {
  const parts = STAR_PARTS.filter(({ key }) => notes[key].trim() !== '').map(({ key, label }) => `${label}: ${notes[key].trim()}`);
  return parts.length === 0 ? '' : [`Behavioral answer ${number}`, ...parts].join('\n');
}

/**
 * Everything the interviewer noted in the room, as one text to start their feedback from: the pad, then the STAR
 * notes of each behavioral question in the interview's order (`questionOrder`; notes on others last).
 */
export function notesForFeedback(notes: RoomNotes, questionOrder: readonly string[] = []): string {
  const position = (id: string) => {
    const index = questionOrder.indexOf(id);
    return index === -1 ? questionOrder.length : index;
  };
  const star = [...notes.star].sort((a, b) => position(a.questionId) - position(b.questionId));
  const blocks = star.map((entry, index) => starBlock(entry, index + 1)).filter((block) => block !== '');
  return [notes.text.trim(), ...blocks].filter((part) => part !== '').join('\n\n');
}
