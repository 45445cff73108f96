export { preloadSignInPage, routes } from './route-table';
