import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { QuestionDifficultyField, QuestionMarkdownField, type BehavioralQuestion } from '@/entities/question';
import { QUESTION_LIMITS } from '@/shared/config';
import { useBehavioralForm } from '../model/use-behavioral-form';

interface BehavioralQuestionDialogProps {
  /** The question to edit; without one the dialog adds a question. */
  question?: BehavioralQuestion;
  onClose: () => void;
}

/** Add or edit a behavioral question (an addition to SPEC, see docs/decisions.md); mount it when it should open. */
export function BehavioralQuestionDialog({ question, onClose }: BehavioralQuestionDialogProps) {
  const form = useBehavioralForm(question, onClose);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const title = question ? 'Edit behavioral question' : 'Add behavioral question';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="behavioral-dialog-title"
    >
      <DialogTitle id="behavioral-dialog-title">{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        sx={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <QuestionMarkdownField maxLength={QUESTION_LIMITS.text} name="prompt" label="Prompt" value={form.values.prompt} onChange={(value) => form.setField('prompt', value)} error={form.errors.prompt} required />
            <QuestionMarkdownField maxLength={QUESTION_LIMITS.text} name="solution" label="Solution" value={form.values.solution} onChange={(value) => form.setField('solution', value)} />
            <QuestionMarkdownField maxLength={QUESTION_LIMITS.text} name="followUps" label="Follow-up questions" value={form.values.followUps} onChange={(value) => form.setField('followUps', value)} />
            <TextField
              name="source"
              label="Source"
              type="url"
              slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.source } }}
              value={form.values.source}
              onChange={(event) => form.setField('source', event.target.value)}
              error={Boolean(form.errors.source)}
              helperText={form.errors.source ?? 'Link to where the question comes from (http or https).'}
              fullWidth
            />
            <QuestionDifficultyField
              value={form.values.difficulty}
              onChange={(difficulty) => form.setField('difficulty', difficulty)}
              error={form.errors.difficulty}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.isSaving}>
            {question ? 'Update question' : 'Add question'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
