export { NotificationBell, bellLabel } from './ui/notification-bell';
