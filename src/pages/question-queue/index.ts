export { QuestionQueuePage } from './ui/question-queue-page';
