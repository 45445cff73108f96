export { JoinPage } from './ui/join-page';
