import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { mapProfileFieldErrors, useUpdateProfileMutation, type OwnProfile, type ProfileFieldErrors } from '@/entities/member';
import { ERROR_TOAST_MS, SAVED_TOAST_MS, UPDATE_FAILED, UPDATE_SUCCEEDED } from '../config/messages';
import { anyOverLimit } from '@/shared/lib/text-limit';
import { PROFILE_FIELD_LIMITS } from '../config/limits';
import { formValuesOf, hasLinkErrors, linkErrorsOf, type ProfileFormValues } from './profile-form';

interface ServerValidationBody {
  errors?: Record<string, string[]>;
}

function serverFieldErrors(error: unknown): ProfileFieldErrors {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 400 || !('data' in error)) return {};
  const body = error.data as ServerValidationBody | undefined;
  return body?.errors ? mapProfileFieldErrors(body.errors) : {};
}

/** The edit form's state: values, the link checks of SPEC section 5, and saving with the server's field errors. */
export function useProfileForm(member: OwnProfile, onSaved: () => void) {
  const [values, setValues] = useState(() => formValuesOf(member));
  const [gradDateValid, setGradDateValid] = useState(true);
  const [serverErrors, setServerErrors] = useState<ProfileFieldErrors>({});
  const [updateProfile, { isLoading: isSaving }] = useUpdateProfileMutation();
  const { enqueueSnackbar } = useSnackbar();

  function change<Field extends keyof ProfileFormValues>(field: Field, value: ProfileFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's message was about the old value.
    setServerErrors(({ [field]: _answered, ...others }) => others);
  }

  function changeGradDate(value: string | null, valid: boolean) {
    change('gradDate', value);
    setGradDateValid(valid);
  }

  async function save() {
    const result = await updateProfile(values);
    if (result.error) {
      setServerErrors(serverFieldErrors(result.error));
      enqueueSnackbar(UPDATE_FAILED, { variant: 'error', autoHideDuration: ERROR_TOAST_MS });
      return;
    }
    enqueueSnackbar(UPDATE_SUCCEEDED, { variant: 'success', autoHideDuration: SAVED_TOAST_MS });
    onSaved();
  }

  return {
    values,
    change,
    changeGradDate,
    gradDateValid,
    linkErrors: linkErrorsOf(values),
    serverErrors,
    canSave: !isSaving && gradDateValid && !hasLinkErrors(values) && !anyOverLimit(values, PROFILE_FIELD_LIMITS),
    isSaving,
    save,
  };
}
