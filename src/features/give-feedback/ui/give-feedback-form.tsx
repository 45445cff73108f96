import { useId, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUBRICS, ratingLabel, type Feedback, type WritableRubric } from '@/entities/feedback';
import { FEEDBACK_LIMITS } from '@/shared/config';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField } from '@/shared/ui';
import { LEGACY_RESCORE, NOTES_PREFILLED } from '../config/messages';
import { useFeedbackForm } from '../model/use-feedback-form';

export interface GiveFeedbackFormProps {
  interviewId: string;
  /** The criteria the member scores on: the server's `your_rubric` (the interviewer scores the candidate, the interviewee the interviewer). */
  rubric: WritableRubric;
  /** The member's earlier feedback, to edit; null to give it for the first time. */
  existing: Feedback | null;
  /** Whom the feedback is about, e.g. "Ada Lovelace". */
  partnerName: string;
  onSaved?: () => void;
  onCancel?: () => void;
  /** The viewer interviewed: a new feedback starts from their notes in the interview room, if they wrote any. */
  prefillFromNotes?: boolean;
}

/** The rubric's 1-to-5 ratings (each a labelled radio group, so arrow keys work) and optional markdown comments. */
export function GiveFeedbackForm({ interviewId, rubric, existing, partnerName, onSaved = () => {}, onCancel, prefillFromNotes = false }: GiveFeedbackFormProps) {
  const id = useId();
  const form = useFeedbackForm(interviewId, rubric, existing, onSaved, prefillFromNotes);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate aria-label={`Feedback for ${partnerName}`}>
      <Stack spacing={2}>
        {existing && existing.rubric !== rubric && (
          <Typography role="status" variant="body2" color="text.secondary">
            {LEGACY_RESCORE}
          </Typography>
        )}
        {RUBRICS[rubric].fields.map((field) => (
          <Box key={field.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 500, p: 0 }}>
              {field.label}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
              {field.scale}
            </Typography>
            <Rating
              name={`${id}-${field.key}`}
              value={form.ratings[field.key] ?? null}
              // MUI clears a rating when its current star is chosen again (a second click, or Space on it);
              // every score is required, so a chosen one stays chosen.
              onChange={(_event, value) => {
                if (value !== null && Number.isInteger(value)) form.rate(field.key, value);
              }}
              getLabelText={ratingLabel}
              size="large"
            />
          </Box>
        ))}
        {form.ratingsError && (
          <FormHelperText error role="alert">
            {form.ratingsError}
          </FormHelperText>
        )}
        {form.prefilledFromNotes && (
          <Typography role="status" variant="body2" color="text.secondary">
            {NOTES_PREFILLED} {partnerName} will read what you submit, so edit them into feedback first.
          </Typography>
        )}
        <LimitedTextField
          label="Comments"
          value={form.comments}
          maxLength={FEEDBACK_LIMITS.comments}
          onChange={(event) => form.setComments(event.target.value)}
          helperText="Optional. Markdown is supported."
          fullWidth
          multiline
          minRows={4}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={form.isSubmitting} disabled={isOverLimit(form.comments, FEEDBACK_LIMITS.comments)}>
            {existing ? 'Save changes' : 'Submit feedback'}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={form.isSubmitting}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
