import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUESTION_DIFFICULTY_OPTIONS, type QuestionDifficulty } from '../config/difficulty';

interface QuestionDifficultyFieldProps {
  value: QuestionDifficulty;
  onChange: (value: QuestionDifficulty) => void;
  error?: string;
}

/** The question editors' difficulty: the draw for an interview prefers questions at the interviewee's level. */
export function QuestionDifficultyField({ value, onChange, error }: QuestionDifficultyFieldProps) {
  return (
    <TextField
      select
      name="difficulty"
      label="Difficulty"
      value={value}
      onChange={(event) => {
        const chosen = QUESTION_DIFFICULTY_OPTIONS.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      error={Boolean(error)}
      helperText={error ?? 'Members who chose this difficulty are asked it first'}
      sx={{ maxWidth: { sm: 240 } }}
      fullWidth
    >
      {QUESTION_DIFFICULTY_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
