/** A system design topic, named as the question draw recognises one (server/src/modules/questions/draw.ts). */
const SYSTEM_DESIGN_TOPIC = /system[\s_-]*design/i;

/** The surface a round opens on: the whiteboard for a system design question, the code editor otherwise. */
export function openingSurfaceFor(questions: readonly { topicName: string }[]): 'whiteboard' | 'code' {
  return questions.some((question) => SYSTEM_DESIGN_TOPIC.test(question.topicName)) ? 'whiteboard' : 'code';
}

/** The surface the document says a round opens on, if its interviewer's browser has written one. */
export function readOpeningSurface(value: unknown): 'whiteboard' | 'code' | undefined {
  return value === 'whiteboard' || value === 'code' ? value : undefined;
}
