export { BehavioralQuestionsPage } from './ui/behavioral-questions-page';
