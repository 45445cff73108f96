export { GiveFeedbackForm, type GiveFeedbackFormProps } from './ui/give-feedback-form';
export { MarkDoneButton } from './ui/mark-done-button';
export { giveFeedbackApi } from './api/give-feedback-api';
