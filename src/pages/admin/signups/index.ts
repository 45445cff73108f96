export { SignupsPage } from './ui/signups-page';
