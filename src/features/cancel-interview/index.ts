export { CancelInterview } from './ui/cancel-interview';
export { FindPartnerThisWeek } from './ui/find-partner-this-week';
