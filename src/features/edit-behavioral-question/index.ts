export { BehavioralQuestionDialog } from './ui/behavioral-question-dialog';
