export { QuestionList } from './ui/question-list';
export { QuestionSection } from './ui/question-section';
