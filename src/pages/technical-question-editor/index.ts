export { TechnicalQuestionEditorPage } from './ui/technical-question-editor-page';
