export { LoginForm } from './ui/login-form';
