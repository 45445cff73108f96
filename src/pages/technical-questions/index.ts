export { TechnicalQuestionsPage } from './ui/technical-questions-page';
