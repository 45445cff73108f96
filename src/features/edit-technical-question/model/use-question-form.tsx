import { useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  ERROR_TOAST_MS,
  QUESTION_SAVE_MESSAGES,
  SAVE_TOAST_MS,
  useCreateTechnicalQuestionMutation,
  useUpdateTechnicalQuestionMutation,
  type TechnicalQuestion,
} from '@/entities/question';
import { errorDetail } from '@/shared/api';
import { ToastMessage } from '@/shared/ui';
import {
  EMPTY_QUESTION_FORM,
  formChanged,
  formFromQuestion,
  serverFieldErrors,
  serverTestCaseMessages,
  validateQuestionForm,
  type QuestionFormErrors,
  type QuestionTextField,
} from './question-form';
import { readTestCases, type TestCasesErrors, type TestCasesForm } from './test-cases-form';

type ApiError = Parameters<typeof errorDetail>[0];

/**
 * SPEC section 4, "Question editor": create mode until the question has an id (given, or returned by a
 * successful creation), update mode from then on.
 */
export function useQuestionForm(question: TechnicalQuestion | undefined, onCreated: (question: TechnicalQuestion) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [questionId, setQuestionId] = useState(question?.questionId);
  const [saved, setSaved] = useState(question ? formFromQuestion(question) : EMPTY_QUESTION_FORM);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const [testCaseErrors, setTestCaseErrors] = useState<TestCasesErrors>({});
  const [serverTestCaseErrors, setServerTestCaseErrors] = useState<string[]>([]);
  const [createQuestion, creation] = useCreateTechnicalQuestionMutation();
  const [updateQuestion, update] = useUpdateTechnicalQuestionMutation();
  const mode = questionId ? 'update' : 'create';

  function setField(field: QuestionTextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** `changed`: the error key of the one field edited (its error goes); none: rows were added, removed or moved (all go). */
  function setTestCases(testCases: TestCasesForm | null, changed?: string) {
    setValues((current) => ({ ...current, testCases }));
    setTestCaseErrors((current) => (changed ? { ...current, [changed]: undefined } : {}));
    setServerTestCaseErrors([]);
  }

  function failed(title: string, error: unknown) {
    const fieldErrors = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors;
    setErrors(serverFieldErrors(fieldErrors));
    setServerTestCaseErrors(serverTestCaseMessages(fieldErrors));
    enqueueSnackbar(<ToastMessage title={title} description={errorDetail(error as ApiError, 'Please try again.')} />, {
      variant: 'error',
      autoHideDuration: ERROR_TOAST_MS,
    });
  }

  function succeeded(result: TechnicalQuestion, message: string) {
    const stored = formFromQuestion(result);
    setSaved(stored);
    setValues(stored);
    setQuestionId(result.questionId);
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: SAVE_TOAST_MS });
  }

  async function submit(beforeNavigation: () => void) {
    const problems = validateQuestionForm(values);
    const testCases = values.testCases ? readTestCases(values.testCases) : { spec: null, errors: null };
    setErrors(problems);
    setTestCaseErrors(testCases.errors ?? {});
    setServerTestCaseErrors([]);
    if (Object.keys(problems).length > 0 || testCases.errors) return;
    const { testCases: _typed, ...fields } = values;
    const draft = { ...fields, testSpec: testCases.spec };
    if (questionId) {
      try {
        succeeded(await updateQuestion({ questionId, draft }).unwrap(), QUESTION_SAVE_MESSAGES.updated);
      } catch (error) {
        failed(QUESTION_SAVE_MESSAGES.updateFailed, error);
      }
      return;
    }
    let created: TechnicalQuestion;
    try {
      created = await createQuestion(draft).unwrap();
    } catch (error) {
      failed(QUESTION_SAVE_MESSAGES.createFailed, error);
      return;
    }
    succeeded(created, QUESTION_SAVE_MESSAGES.created);
    beforeNavigation();
    onCreated(created);
  }

  return {
    mode,
    values,
    errors,
    testCaseErrors,
    serverTestCaseErrors,
    setField,
    setTestCases,
    submit,
    isDirty: formChanged(saved, values),
    isSaving: creation.isLoading || update.isLoading,
  };
}
