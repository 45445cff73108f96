import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { errorDetail } from '@/shared/api';
import { MEMBER_LIMITS } from '@/shared/config';
import { isOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField } from '@/shared/ui';
import { UPDATE_DISCORD_USERNAME_FAILED, useUpdateDiscordUsernameMutation } from '../api/verification-api';
import { ERROR_TOAST_MS, SAVED_TOAST_MS } from '../config/timing';
import { firstFieldError } from '../lib/first-field-error';

interface UpdateDiscordUsernameFormProps {
  currentDiscordUsername: string;
}

/** Lets an unverified member fix a mistyped Discord username so the bot can match them. */
export function UpdateDiscordUsernameForm({ currentDiscordUsername }: UpdateDiscordUsernameFormProps) {
  const [draft, setDraft] = useState('');
  const [update, { isLoading }] = useUpdateDiscordUsernameMutation();
  const { enqueueSnackbar } = useSnackbar();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC section 5: an empty field keeps the current username.
    const result = await update(draft.trim() || currentDiscordUsername);
    if (result.error) {
      const reason = firstFieldError(result.error) ?? errorDetail(result.error, UPDATE_DISCORD_USERNAME_FAILED);
      enqueueSnackbar(`Error updating discord username: ${reason}`, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
      return;
    }
    setDraft('');
    enqueueSnackbar('Successfully updated discord username!', { variant: 'success', autoHideDuration: SAVED_TOAST_MS });
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Update Discord username">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <LimitedTextField
          label="Discord username"
          name="discordUsername"
          autoComplete="off"
          size="small"
          fullWidth
          placeholder={currentDiscordUsername}
          helperText={`Currently: ${currentDiscordUsername || 'not set'}`}
          value={draft}
          maxLength={MEMBER_LIMITS.discord_username}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outlined" loading={isLoading} disabled={isOverLimit(draft, MEMBER_LIMITS.discord_username)} sx={{ flexShrink: 0 }}>
          Update Discord username
        </Button>
      </Stack>
    </Box>
  );
}
