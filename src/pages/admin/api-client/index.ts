export { ApiClientPage } from './ui/api-client-page';
