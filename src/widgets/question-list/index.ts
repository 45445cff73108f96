export { QuestionList } from './ui/question-list';
