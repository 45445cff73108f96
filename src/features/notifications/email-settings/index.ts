export { NoticeEmailSettings } from './ui/notice-email-settings';
