/** The drop target for the queue as a whole: a question dropped on it goes to the back. */
export const QUEUE_DROP_ZONE = 'question-queue';

/** Each queued entry is a drop target too, so a question lands where it is dropped; `data.position` is the entry's index. */
export const queueEntryDropId = (questionId: string) => `question-queue-entry:${questionId}`;
