import { useState } from 'react';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { parseLocalDate } from '@/shared/lib/dates';

interface GraduationDateFieldProps {
  /** The starting date, 'YYYY-MM-DD' or null. */
  initialValue: string | null;
  /** A complete date as 'YYYY-MM-DD', or null when cleared; `valid` is false while what is typed is not a date. */
  onChange: (value: string | null, valid: boolean) => void;
  error?: string;
}

function toDateTime(value: string | null): DateTime | null {
  const date = value ? parseLocalDate(value) : null;
  return date ? DateTime.fromJSDate(date) : null;
}

// The date pickers and their localization live here, so only the profile screen's code loads them. The field
// keeps its own value: a half-typed date has no 'YYYY-MM-DD' form to hand back and forth.
export function GraduationDateField({ initialValue, onChange, error }: GraduationDateFieldProps) {
  const [date, setDate] = useState(() => toDateTime(initialValue));
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
      <DatePicker
        label="Expected Graduation"
        value={date}
        onChange={(next) => {
          setDate(next);
          if (next === null) onChange(null, true);
          else onChange(next.isValid ? next.toISODate() : null, next.isValid);
        }}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error ?? ' ' },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
