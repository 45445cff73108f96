export { TechnicalQuestionForm } from './ui/technical-question-form';
