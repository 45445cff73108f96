/** The one drop target: the queue. */
export const QUEUE_DROP_ZONE = 'question-queue';
