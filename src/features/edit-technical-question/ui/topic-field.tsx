import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { ERROR_TOAST_MS, useCreateTopicMutation, useGetTopicsQuery } from '@/entities/question';
import { errorDetail } from '@/shared/api';
import { QUESTION_LIMITS } from '@/shared/config';
import { ToastMessage } from '@/shared/ui';
import { TOPIC_MESSAGES, TOPIC_TOAST_MS } from '../config/messages';

interface TopicFieldProps {
  value: string;
  onChange: (topicId: string) => void;
  error?: string;
}

/** The topic dropdown, and creating a topic that is appended to it and chosen (SPEC section 2). */
export function TopicField({ value, onChange, error }: TopicFieldProps) {
  const { enqueueSnackbar } = useSnackbar();
  const topics = useGetTopicsQuery();
  const [createTopic, creation] = useCreateTopicMutation();
  const [newTopic, setNewTopic] = useState('');

  async function handleCreate() {
    try {
      const topic = await createTopic(newTopic.trim()).unwrap();
      setNewTopic('');
      onChange(topic.topicId);
      enqueueSnackbar(TOPIC_MESSAGES.created, { variant: 'success', autoHideDuration: TOPIC_TOAST_MS });
    } catch (failure) {
      enqueueSnackbar(
        <ToastMessage title={TOPIC_MESSAGES.failed} description={errorDetail(failure as Parameters<typeof errorDetail>[0], 'Please try again.')} />,
        { variant: 'error', autoHideDuration: ERROR_TOAST_MS },
      );
    }
  }

  const loadProblem = topics.isError ? 'Could not load topics.' : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        name="topic"
        label="Topic"
        value={topics.data?.some((topic) => topic.topicId === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        required
        error={Boolean(error ?? loadProblem)}
        helperText={error ?? loadProblem ?? (topics.isLoading ? 'Loading topics…' : ' ')}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {(topics.data ?? []).map((topic) => (
          <MenuItem key={topic.topicId} value={topic.topicId}>
            {topic.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="newTopic"
        label="New topic"
        value={newTopic}
        onChange={(event) => setNewTopic(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (newTopic.trim()) void handleCreate();
          }
        }}
        helperText=" "
        slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.topic_name } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="outlined" onClick={handleCreate} disabled={!newTopic.trim() || creation.isLoading} sx={{ mt: { sm: 1 } }}>
        Create topic
      </Button>
    </Stack>
  );
}
