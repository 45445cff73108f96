export { QuestionQueueEditor } from './ui/question-queue-editor';
export type { QueueCandidate } from './model/queue-candidate';
export { QUEUE_MESSAGES } from './config/messages';
