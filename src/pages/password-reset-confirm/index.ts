export { default, PasswordResetConfirmPage } from './ui/password-reset-confirm-page';
