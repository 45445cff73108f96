export { ActivityOverview } from './ui/activity-overview';
