import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { popoverRegion } from '@/shared/ui';
import {
  INTERVIEW_DIFFICULTY_OPTIONS,
  INTERVIEW_FOCUS_OPTIONS,
  PREFERRED_LANGUAGE_OPTIONS,
  type InterviewDifficulty,
  type InterviewFocus,
  type PreferredLanguage,
} from '../config/preferences';

export interface InterviewPreferences {
  interviewFocus: InterviewFocus;
  interviewDifficulty: InterviewDifficulty;
  preferredLanguage: PreferredLanguage;
}

interface InterviewPreferencesFieldsProps {
  value: InterviewPreferences;
  onChange: (value: InterviewPreferences) => void;
  /** The server's message per field, if it refused one. */
  errors?: Partial<Record<keyof InterviewPreferences, string>>;
  disabled?: boolean;
  /** One under the other at every width: for a narrow form (registration), where a row of three would truncate. */
  stacked?: boolean;
}

const HINTS: Record<keyof InterviewPreferences, string> = {
  interviewFocus: 'We pair you with members who chose the same, when we can',
  interviewDifficulty: 'The questions you are asked are drawn at this level',
  preferredLanguage: 'Shown to your partner before the interview',
};

/** Focus, difficulty and language: three selects, one row on wide screens (unless `stacked`), stacked on a phone. */
export function InterviewPreferencesFields({ value, onChange, errors = {}, disabled, stacked = false }: InterviewPreferencesFieldsProps) {
  function select<Field extends keyof InterviewPreferences>(
    field: Field,
    label: string,
    options: ReadonlyArray<{ value: InterviewPreferences[Field]; label: string }>,
  ) {
    const error = errors[field];
    return (
      <Grid size={{ xs: 12, sm: stacked ? 12 : 4 }}>
        <TextField
          select
          fullWidth
          label={label}
          value={value[field]}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange({ ...value, [field]: chosen.value });
          }}
          error={Boolean(error)}
          helperText={error ?? HINTS[field]}
          // The empty choice ("No preference") is shown, so the label must sit above it, not over it.
          slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: popoverRegion(label) } } }, inputLabel: { shrink: true } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value || 'none'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    );
  }

  return (
    <Grid container spacing={2}>
      {select('interviewFocus', 'Interview focus', INTERVIEW_FOCUS_OPTIONS)}
      {select('interviewDifficulty', 'Difficulty', INTERVIEW_DIFFICULTY_OPTIONS)}
      {select('preferredLanguage', 'Preferred language', PREFERRED_LANGUAGE_OPTIONS)}
    </Grid>
  );
}
