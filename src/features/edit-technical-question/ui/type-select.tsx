import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TEST_VALUE_TYPES, type TestValueType } from '@/entities/question';

interface TypeSelectProps {
  label: string;
  value: TestValueType;
  onChange: (type: TestValueType) => void;
}

/** A parameter's or the return value's type: one of the types every runner language represents. */
export function TypeSelect({ label, value, onChange }: TypeSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = TEST_VALUE_TYPES.find((type) => type === event.target.value);
        if (chosen) onChange(chosen);
      }}
      sx={{ minWidth: 130 }}
    >
      {TEST_VALUE_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {type}
        </MenuItem>
      ))}
    </TextField>
  );
}
