export { AdminConsolePage } from './ui/admin-console-page';
