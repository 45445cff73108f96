export { ReportsPage } from './ui/reports-page';
