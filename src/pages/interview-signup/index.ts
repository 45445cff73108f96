export { InterviewSignupPage } from './ui/interview-signup-page';
