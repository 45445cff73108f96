export { SubmitSignupButton } from './ui/submit-signup-button';
export { DeleteSignupButton } from './ui/delete-signup-button';
