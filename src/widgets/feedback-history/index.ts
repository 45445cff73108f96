export { FeedbackHistory } from './ui/feedback-history';
