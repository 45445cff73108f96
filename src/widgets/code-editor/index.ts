export { CodeEditor, type CodeEditorProps } from './ui/code-editor';
