export { CancelInterview } from './ui/cancel-interview';
