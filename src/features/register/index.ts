export { RegisterForm } from './ui/register-form';
export { registrationSuccessMessage } from './model/registration-messages';
