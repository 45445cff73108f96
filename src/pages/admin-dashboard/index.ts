export { AdminDashboardPage } from './ui/admin-dashboard-page';
