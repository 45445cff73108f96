import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateTime } from 'luxon';
import type { DateRange } from '../lib/date-range';

interface DateRangeFiltersProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

const validOrUndefined = (date: DateTime | null) => (date?.isValid ? date : undefined);

/** Start and end date pickers; either can be cleared to leave that end open. */
export function DateRangeFilters({ range, onChange }: DateRangeFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label="Filter interviews by date">
      <DatePicker
        label="Start date"
        value={range.start}
        onChange={(start) => onChange({ ...range, start })}
        maxDate={validOrUndefined(range.end)}
        slotProps={{ field: { clearable: true }, textField: { fullWidth: true } }}
      />
      <DatePicker
        label="End date"
        value={range.end}
        onChange={(end) => onChange({ ...range, end })}
        minDate={validOrUndefined(range.start)}
        slotProps={{ field: { clearable: true }, textField: { fullWidth: true } }}
      />
    </Stack>
  );
}
