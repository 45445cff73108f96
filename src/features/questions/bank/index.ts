export { QuestionBankPanel } from './ui/question-bank-panel';
