import { useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  DEFAULT_QUESTION_DIFFICULTY,
  ERROR_TOAST_MS,
  isHttpUrl,
  QUESTION_SAVE_MESSAGES,
  SAVE_TOAST_MS,
  useCreateBehavioralQuestionMutation,
  useUpdateBehavioralQuestionMutation,
  type BehavioralQuestion,
  type BehavioralQuestionDraft,
} from '@/entities/question';
import { errorDetail } from '@/shared/api';
import { ToastMessage } from '@/shared/ui';

type Errors = Partial<Record<keyof BehavioralQuestionDraft, string>>;

function draftOf(question: BehavioralQuestion | undefined): BehavioralQuestionDraft {
  return {
    prompt: question?.prompt ?? '',
    solution: question?.solution ?? '',
    followUps: question?.followUps ?? '',
    source: question?.source ?? '',
    difficulty: question?.difficulty ?? DEFAULT_QUESTION_DIFFICULTY,
  };
}

function validate(draft: BehavioralQuestionDraft): Errors {
  const errors: Errors = {};
  if (!draft.prompt.trim()) errors.prompt = 'Prompt is required.';
  if (draft.source.trim() && !isHttpUrl(draft.source.trim())) errors.source = 'Enter a valid http(s) URL.';
  return errors;
}

/** Adds a behavioral question, or updates the given one; `onSaved` runs after a success. */
export function useBehavioralForm(question: BehavioralQuestion | undefined, onSaved: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState(() => draftOf(question));
  const [errors, setErrors] = useState<Errors>({});
  const [create, creation] = useCreateBehavioralQuestionMutation();
  const [update, updating] = useUpdateBehavioralQuestionMutation();

  async function submit() {
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      if (question) await update({ questionId: question.questionId, draft: values }).unwrap();
      else await create(values).unwrap();
      enqueueSnackbar(question ? QUESTION_SAVE_MESSAGES.updated : QUESTION_SAVE_MESSAGES.created, {
        variant: 'success',
        autoHideDuration: SAVE_TOAST_MS,
      });
      onSaved();
    } catch (error) {
      const title = question ? QUESTION_SAVE_MESSAGES.updateFailed : QUESTION_SAVE_MESSAGES.createFailed;
      enqueueSnackbar(<ToastMessage title={title} description={errorDetail(error as Parameters<typeof errorDetail>[0], 'Please try again.')} />, {
        variant: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      });
    }
  }

  return {
    values,
    errors,
    setField: (field: keyof BehavioralQuestionDraft, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    submit,
    isSaving: creation.isLoading || updating.isLoading,
  };
}
