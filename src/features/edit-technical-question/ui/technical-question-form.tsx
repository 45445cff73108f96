import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QuestionDifficultyField, QuestionMarkdownField, type TechnicalQuestion } from '@/entities/question';
import { QUESTION_LIMITS } from '@/shared/config';
import { LEAVE_PROMPT } from '../config/messages';
import { useLeavePrompt } from '../model/use-leave-prompt';
import { useQuestionForm } from '../model/use-question-form';
import { TestCasesSection } from './test-cases-section';
import { TopicField } from './topic-field';

interface TechnicalQuestionFormProps {
  /** The question to edit; without one the form creates a question. */
  question?: TechnicalQuestion;
  /** Called once after a successful creation, e.g. to move to the question's edit address. */
  onCreated: (question: TechnicalQuestion) => void;
}

/** SPEC sections 2 and 4: the technical question editor, with live markdown previews and a prompt before leaving unsaved changes. */
export function TechnicalQuestionForm({ question, onCreated }: TechnicalQuestionFormProps) {
  const form = useQuestionForm(question, onCreated);
  const leavePrompt = useLeavePrompt(form.isDirty);
  const { values, errors, setField } = form;

  return (
    <Box
      component="form"
      noValidate
      aria-label={form.mode === 'create' ? 'Create question' : 'Update question'}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(leavePrompt.markSaved);
      }}
    >
      <Stack spacing={3}>
        <TextField
          name="title"
          label="Title"
          value={values.title}
          onChange={(event) => setField('title', event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.title } }}
          error={Boolean(errors.title)}
          helperText={errors.title}
          fullWidth
        />
        <TopicField value={values.topicId} onChange={(topicId) => setField('topicId', topicId)} error={errors.topicId} />
        <QuestionMarkdownField maxLength={QUESTION_LIMITS.text} name="prompt" label="Prompt" value={values.prompt} onChange={(value) => setField('prompt', value)} error={errors.prompt} required />
        <QuestionMarkdownField maxLength={QUESTION_LIMITS.text} name="solution" label="Solution" value={values.solution} onChange={(value) => setField('solution', value)} error={errors.solution} />
        <QuestionMarkdownField maxLength={QUESTION_LIMITS.text}
          name="followUps"
          label="Follow-up questions"
          value={values.followUps}
          onChange={(value) => setField('followUps', value)}
          error={errors.followUps}
        />
        <TextField
          name="source"
          label="Source"
          type="url"
          slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.source } }}
          value={values.source}
          onChange={(event) => setField('source', event.target.value)}
          error={Boolean(errors.source)}
          helperText={errors.source ?? 'Link to where the question comes from (http or https).'}
          fullWidth
        />
        <QuestionDifficultyField value={values.difficulty} onChange={(difficulty) => setField('difficulty', difficulty)} error={errors.difficulty} />
        <TestCasesSection value={values.testCases} errors={form.testCaseErrors} serverErrors={form.serverTestCaseErrors} onChange={form.setTestCases} />
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSaving}>
            {form.mode === 'create' ? 'Create question' : 'Update question'}
          </Button>
        </Box>
      </Stack>
      <Dialog open={leavePrompt.isPrompting} onClose={leavePrompt.stay} aria-labelledby="leave-prompt-title">
        <DialogTitle id="leave-prompt-title">{LEAVE_PROMPT.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{LEAVE_PROMPT.body}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={leavePrompt.stay} autoFocus>
            {LEAVE_PROMPT.stay}
          </Button>
          <Button onClick={leavePrompt.leave} color="error">
            {LEAVE_PROMPT.leave}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
