import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InterviewPreferencesFields, SOCIAL_SERVICES, type OwnProfile } from '@/entities/member';
import { LimitedTextField } from '@/shared/ui';
import { PROFILE_FIELD_LIMITS } from '../config/limits';
import { INVALID_DATE, RESUME_URL_HINT } from '../config/messages';
import type { TextField as TextFieldName } from '../model/profile-form';
import { useProfileForm } from '../model/use-profile-form';
import { GraduationDateField } from './graduation-date-field';
import { RemindersField } from './reminders-field';
import { SocialLinkField } from './social-link-field';
import { TimeZoneField } from './time-zone-field';

interface EditProfileFormProps {
  member: OwnProfile;
  /** After the server saved the changes. */
  onSaved: () => void;
  onCancel: () => void;
}

interface TextInput {
  field: TextFieldName;
  label: string;
  hint?: string;
  /** Takes the full row on wide screens. */
  wide?: boolean;
  multiline?: boolean;
  type?: string;
}

const ABOUT_INPUTS: TextInput[] = [
  { field: 'firstName', label: 'First Name' },
  { field: 'lastName', label: 'Last Name' },
  { field: 'preview', label: 'Preview', hint: 'A short line shown under your name in the directory', wide: true },
  { field: 'role', label: 'Role', hint: 'e.g. Student, SWE intern' },
  { field: 'major', label: 'Major' },
];
const MORE_INPUTS: TextInput[] = [
  { field: 'local', label: 'Location' },
  { field: 'resumeUrl', label: 'Resume URL', hint: RESUME_URL_HINT, type: 'url' },
  { field: 'bio', label: 'Bio', wide: true, multiline: true },
];

/** PUT /members/profile/ with what the member changed; Save stays disabled while a link is invalid or a field too long. */
export function EditProfileForm({ member, onSaved, onCancel }: EditProfileFormProps) {
  const form = useProfileForm(member, onSaved);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.canSave) void form.save();
  }

  function renderInput({ field, label, hint, wide, multiline, type }: TextInput) {
    const error = form.serverErrors[field];
    return (
      <Grid key={field} size={{ xs: 12, sm: wide ? 12 : 6 }}>
        <LimitedTextField
          label={label}
          value={form.values[field]}
          maxLength={PROFILE_FIELD_LIMITS[field]}
          onChange={(event) => form.change(field, event.target.value)}
          error={Boolean(error)}
          helperText={error ?? hint ?? ' '}
          fullWidth
          type={type}
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
        />
      </Grid>
    );
  }

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit} aria-label="Edit profile">
      <Grid container spacing={2}>
        {ABOUT_INPUTS.map(renderInput)}
        <Grid size={{ xs: 12, sm: 6 }}>
          <GraduationDateField
            initialValue={member.gradDate}
            onChange={form.changeGradDate}
            error={form.serverErrors.gradDate ?? (form.gradDateValid ? undefined : INVALID_DATE)}
          />
        </Grid>
        {MORE_INPUTS.map(renderInput)}
      </Grid>

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          External Links
        </Typography>
        {SOCIAL_SERVICES.map((service) => (
          <SocialLinkField
            key={service}
            service={service}
            link={form.values[service]}
            error={form.linkErrors[service] ?? form.serverErrors[service] ?? null}
            onChange={(link) => form.change(service, link)}
          />
        ))}
      </Stack>

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Interview Preferences
        </Typography>
        <InterviewPreferencesFields
          value={form.values}
          onChange={(preferences) => {
            form.change('interviewFocus', preferences.interviewFocus);
            form.change('interviewDifficulty', preferences.interviewDifficulty);
            form.change('preferredLanguage', preferences.preferredLanguage);
          }}
          errors={form.serverErrors}
        />
        <Grid container sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TimeZoneField value={form.values.timeZone} onChange={(zone) => form.change('timeZone', zone)} error={form.serverErrors.timeZone} />
          </Grid>
        </Grid>
      </Stack>

      <RemindersField
        enabled={form.values.remindersEnabled}
        onChange={(enabled) => form.change('remindersEnabled', enabled)}
        error={form.serverErrors.remindersEnabled}
      />

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={form.isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!form.canSave} loading={form.isSaving}>
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
