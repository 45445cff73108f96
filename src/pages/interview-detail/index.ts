export { InterviewDetailPage } from './ui/interview-detail-page';
