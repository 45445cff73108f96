import { DEFAULT_QUESTION_DIFFICULTY, isHttpUrl, type TechnicalQuestion, type TechnicalQuestionDraft } from '@/entities/question';
import { sameTestCases, testCasesFormFromSpec, type TestCasesForm } from './test-cases-form';

/** The editor's fields (SPEC section 2): title, topic, prompt, solution, followUps, source; and the test cases as typed (issue 29). */
export interface QuestionFormValues extends Omit<TechnicalQuestionDraft, 'testSpec'> {
  /** Null: the question has no test cases. */
  testCases: TestCasesForm | null;
}
export type QuestionTextField = Exclude<keyof QuestionFormValues, 'testCases'>;
export type QuestionFormErrors = Partial<Record<QuestionTextField, string>>;

export const EMPTY_QUESTION_FORM: QuestionFormValues = {
  title: '', topicId: '', prompt: '', solution: '', followUps: '', source: '', difficulty: DEFAULT_QUESTION_DIFFICULTY, testCases: null,
};

export function formFromQuestion(question: TechnicalQuestion): QuestionFormValues {
  const { title, prompt, solution, followUps, source, difficulty, testSpec } = question;
  return { title, topicId: question.topic.topicId, prompt, solution, followUps, source, difficulty, testCases: testSpec && testCasesFormFromSpec(testSpec) };
}

/** The server's rules (API.md "Questions") checked before sending, so the admin sees them at once. */
export function validateQuestionForm(values: QuestionFormValues): QuestionFormErrors {
  const errors: QuestionFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required.';
  if (!values.topicId) errors.topicId = 'Choose a topic.';
  if (!values.prompt.trim()) errors.prompt = 'Prompt is required.';
  if (values.source.trim() && !isHttpUrl(values.source.trim())) errors.source = 'Enter a valid http(s) URL.';
  return errors;
}

export function formChanged(saved: QuestionFormValues, values: QuestionFormValues): boolean {
  const textChanged = (Object.keys(saved) as Array<keyof QuestionFormValues>).some((field) => field !== 'testCases' && saved[field] !== values[field]);
  return textChanged || !sameTestCases(saved.testCases, values.testCases);
}

/** The server names fields in snake_case and the topic as `topic`; the form's names differ. Test cases: `serverTestCaseMessages`. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): QuestionFormErrors {
  const names: Record<string, QuestionTextField> = {
    title: 'title',
    topic: 'topicId',
    prompt: 'prompt',
    solution: 'solution',
    follow_ups: 'followUps',
    source: 'source',
    difficulty: 'difficulty',
  };
  const result: QuestionFormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const name = names[field];
    if (name && messages[0]) result[name] = messages[0];
  }
  return result;
}

/** Every problem the server named in the test cases (`errors.test_spec`), each naming its case. */
export function serverTestCaseMessages(errors: Record<string, string[]> | undefined): string[] {
  return errors?.test_spec ?? [];
}
