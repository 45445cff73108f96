import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { RUBRICS, type Feedback, type FeedbackRatings, type RatingKey, type WritableRubric } from '@/entities/feedback';
import { useGetInterviewQuery } from '@/entities/interview';
import { notesForFeedback, useGetRoomNotesQuery } from '@/entities/room-note';
import { errorDetail } from '@/shared/api';
import { ToastMessage } from '@/shared/ui';
import { useSubmitFeedbackMutation } from '../api/give-feedback-api';
import { ERROR_TOAST_MS, FEEDBACK_FAILED, FEEDBACK_SUBMITTED, FEEDBACK_TOAST_MS, FEEDBACK_UPDATED, RATINGS_REQUIRED, TRY_AGAIN } from '../config/messages';

/** Every criterion of the rubric scored: the ratings to send, else null. */
function complete(rubric: WritableRubric, ratings: FeedbackRatings): FeedbackRatings | null {
  const fields = RUBRICS[rubric].fields;
  return fields.every((field) => ratings[field.key] !== undefined) ? ratings : null;
}

/**
 * The interviewer's notes from the interview room (the pad, then the STAR notes of each behavioral question in
 * the interview's order), once, as the comments of a new feedback: only while the comments are still empty (never
 * over what the member typed) and never again after they cleared them.
 */
function useNotesPrefill(interviewId: string, wanted: boolean, comments: string, setComments: (text: string) => void): boolean {
  const { currentData: notes } = useGetRoomNotesQuery(interviewId, { skip: !wanted, refetchOnMountOrArgChange: true });
  // The interview gives the order of its behavioral questions (it is cached on the interview page): wait for it.
  const { currentData: interview, isLoading: interviewLoading } = useGetInterviewQuery(interviewId, { skip: !wanted });
  const [decided, setDecided] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  // Adjusted while rendering (React's "storing information from previous renders"), so the prefilled text and
  // its notice appear in the same render as the notes.
  if (wanted && notes && !interviewLoading && !decided) {
    setDecided(true);
    const noted = notesForFeedback(notes, interview?.behavioralQuestions.map((question) => question.questionId));
    if (comments === '' && noted !== '') {
      setComments(noted);
      setPrefilled(true);
    }
  }
  return prefilled;
}

/**
 * The ratings of the author's rubric (`rubric`, as the server gives it) and the comments, starting from the
 * member's earlier feedback when they edit it (its scores only when they are on the same rubric: feedback kept
 * from before the two rubrics is scored afresh), or, for a new one by the interview's interviewer
 * (`prefillFromNotes`), from their notes in the interview room.
 */
export function useFeedbackForm(interviewId: string, rubric: WritableRubric, existing: Feedback | null, onSaved: () => void, prefillFromNotes = false) {
  const [ratings, setRatings] = useState<FeedbackRatings>(existing?.rubric === rubric ? existing.ratings : {});
  const [comments, setComments] = useState(existing?.comments ?? '');
  const prefilledFromNotes = useNotesPrefill(interviewId, prefillFromNotes && existing === null, comments, setComments);
  const [ratingsError, setRatingsError] = useState<string | null>(null);
  const [submitFeedback, { isLoading: isSubmitting }] = useSubmitFeedbackMutation();
  const { enqueueSnackbar } = useSnackbar();

  function rate(key: RatingKey, value: number) {
    const next = { ...ratings, [key]: value };
    setRatings(next);
    if (complete(rubric, next)) setRatingsError(null);
  }

  async function submit() {
    const chosen = complete(rubric, ratings);
    if (!chosen) {
      setRatingsError(RATINGS_REQUIRED);
      return;
    }
    const mode = existing ? 'edit' : 'create';
    const result = await submitFeedback({ interviewId, mode, rubric, ratings: chosen, comments });
    if (result.error) {
      enqueueSnackbar(<ToastMessage title={FEEDBACK_FAILED} description={errorDetail(result.error, TRY_AGAIN)} />, {
        variant: 'error',
        autoHideDuration: ERROR_TOAST_MS,
      });
      return;
    }
    enqueueSnackbar(mode === 'create' ? FEEDBACK_SUBMITTED : FEEDBACK_UPDATED, { variant: 'success', autoHideDuration: FEEDBACK_TOAST_MS });
    onSaved();
  }

  return { ratings, comments, ratingsError, isSubmitting, prefilledFromNotes, rate, setComments, submit };
}
