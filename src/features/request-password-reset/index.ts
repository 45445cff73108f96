export { ForgotPassword } from './ui/forgot-password';
