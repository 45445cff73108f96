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
  validateQuestionForm,
  type QuestionFormErrors,
  type QuestionFormValues,
} from './question-form';

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
  const [createQuestion, creation] = useCreateTechnicalQuestionMutation();
  const [updateQuestion, update] = useUpdateTechnicalQuestionMutation();
  const mode = questionId ? 'update' : 'create';

  function setField(field: keyof QuestionFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function failed(title: string, error: unknown) {
    setErrors(serverFieldErrors((error as { data?: { errors?: Record<string, string[]> } }).data?.errors));
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
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (questionId) {
      try {
        succeeded(await updateQuestion({ questionId, draft: values }).unwrap(), QUESTION_SAVE_MESSAGES.updated);
      } catch (error) {
        failed(QUESTION_SAVE_MESSAGES.updateFailed, error);
      }
      return;
    }
    let created: TechnicalQuestion;
    try {
      created = await createQuestion(values).unwrap();
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
    setField,
    submit,
    isDirty: formChanged(saved, values),
    isSaving: creation.isLoading || update.isLoading,
  };
}
