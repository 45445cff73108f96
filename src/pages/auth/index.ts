export { default, AuthPage } from './ui/auth-page';
