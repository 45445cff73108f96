import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useUpdateQuestionQueueMutation, type QuestionType } from '@/entities/question';
import { errorDetail } from '@/shared/api';
import { ToastMessage } from '@/shared/ui';
import { ERROR_TOAST_MS, QUEUE_CHANGE_TOAST_MS, QUEUE_MESSAGES, SAVE_TOAST_MS } from '../config/messages';
import { addToQueue, moveInQueue, queueChanged, removeFromQueue } from './queue-editing';

/**
 * SPEC section 4, "Queue editing": view mode or edit mode over a draft of the saved queue. The draft lives
 * here, not in the store, so edit mode ends with the page (the technical and behavioral pages never share it).
 */
export function useQueueEditor(type: QuestionType, savedQueue: readonly string[]) {
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saveQueue, { isLoading: isSaving }] = useUpdateQuestionQueueMutation();
  const editing = draft !== null;
  const queue = draft ?? savedQueue;

  /** At `position` when dropped on an entry, else at the back. */
  function add(questionId: string, position?: number) {
    if (!draft || draft.includes(questionId)) return;
    setDraft(addToQueue(draft, questionId, position));
    enqueueSnackbar(QUEUE_MESSAGES.added, { variant: 'info', autoHideDuration: QUEUE_CHANGE_TOAST_MS });
  }

  function remove(questionId: string) {
    if (!draft) return;
    setDraft(removeFromQueue(draft, questionId));
    enqueueSnackbar(QUEUE_MESSAGES.removed, { variant: 'info', autoHideDuration: QUEUE_CHANGE_TOAST_MS });
  }

  function move(index: number, direction: -1 | 1) {
    if (draft) setDraft(moveInQueue(draft, index, direction));
  }

  async function save() {
    if (!draft) return;
    setSaveError(null);
    try {
      await saveQueue({ type, questionIds: draft }).unwrap();
      // The mutation invalidates this queue's tag, so the saved order is read back from the server.
      setDraft(null);
      enqueueSnackbar(QUEUE_MESSAGES.saved, { variant: 'success', autoHideDuration: SAVE_TOAST_MS });
    } catch (error) {
      const detail = errorDetail(error as Parameters<typeof errorDetail>[0], 'Please try again.');
      // The toast passes; the reason stays beside Save until the next try.
      setSaveError(`${QUEUE_MESSAGES.updateFailed}: ${detail}`);
      enqueueSnackbar(<ToastMessage title={QUEUE_MESSAGES.saveFailed} description={detail} />, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
    }
  }

  return {
    editing,
    queue,
    canSave: editing && !isSaving && queueChanged(savedQueue, queue),
    isSaving,
    saveError,
    startEditing: () => setDraft([...savedQueue]),
    cancelEditing: () => {
      setDraft(null);
      setSaveError(null);
    },
    add,
    remove,
    move,
    save,
  };
}
