import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InterviewPreferencesFields } from '@/entities/member';
import { anyOverLimit } from '@/shared/lib/text-limit';
import { LimitedTextField } from '@/shared/ui';
import { useRegisterMutation } from '../api/register-api';
import { REGISTRATION_FIELD_LIMITS } from '../config/limits';
import {
  emptyRegistrationForm,
  registrationFormError,
  toRegistration,
  type RegistrationFormValues,
  type RegistrationTextField,
} from '../model/registration-form';
import { describeRegistrationFailure, type RegistrationFailure } from '../model/registration-messages';

interface FieldSpec {
  name: RegistrationTextField;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
}

/** SPEC section 2, in the order the form shows them. */
const fields: FieldSpec[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'discordUsername', label: 'Discord username', autoComplete: 'off' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

interface RegisterFormProps {
  /** Called with the stored username once the account exists. */
  onRegistered: (username: string) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [values, setValues] = useState<RegistrationFormValues>(emptyRegistrationForm);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [register, { isLoading }] = useRegisterMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formError = registrationFormError(values);
    if (formError) {
      setFailure({ message: formError, fieldErrors: {} });
      return;
    }
    setFailure(null);
    const result = await register(toRegistration(values));
    if (result.error) setFailure(describeRegistrationFailure(result.error));
    else onRegistered(result.data);
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Register">
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure.message}</Alert>}
        {fields.map((field, index) => {
          const props = {
            label: field.label,
            name: field.name,
            type: field.type ?? 'text',
            autoComplete: field.autoComplete,
            required: true,
            fullWidth: true,
            autoFocus: index === 0,
            value: values[field.name],
            onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
            error: Boolean(failure?.fieldErrors[field.name]),
            helperText: failure?.fieldErrors[field.name],
          };
          return <LimitedTextField key={field.name} {...props} maxLength={REGISTRATION_FIELD_LIMITS[field.name]} />;
        })}
        <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
            Interview preferences
          </Typography>
          <Typography variant="body2" color="text.secondary">
            You can change them on your profile later.
          </Typography>
          <InterviewPreferencesFields
            stacked
            value={values}
            onChange={({ interviewFocus, interviewDifficulty, preferredLanguage }) =>
              setValues((current) => ({ ...current, interviewFocus, interviewDifficulty, preferredLanguage }))
            }
            errors={failure?.fieldErrors}
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} disabled={anyOverLimit(values, REGISTRATION_FIELD_LIMITS)}>
          Register
        </Button>
      </Stack>
    </Box>
  );
}
