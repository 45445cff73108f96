export { InterviewFeedback } from './ui/interview-feedback';
