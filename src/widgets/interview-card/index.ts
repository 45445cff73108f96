export { InterviewCard } from './ui/interview-card';
