export { InterviewsPage } from './ui/interviews-page';
