import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface SlotRangeFormProps {
  /** 'Sat 3/15'. */
  dayLabel: string;
  /** The 48 slot names shown in the pickers, e.g. '1:00 AM (Sun 3/16)' for a night slot. */
  slotLabels: string[];
  onSet: (fromSlot: number, toSlot: number, available: boolean) => void;
}

/** "Select a range": from one slot to another of the day, marked available or unavailable in one go. */
export function SlotRangeForm({ dayLabel, slotLabels, onSet }: SlotRangeFormProps) {
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(slotLabels.length - 1);
  const headingId = useId();
  const picker = (label: string, value: number, onPick: (slot: number) => void) => (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onPick(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ flex: 1 }}
    >
      {slotLabels.map((slotLabel, slot) => (
        <option key={slot} value={slot}>
          {slotLabel}
        </option>
      ))}
    </TextField>
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        Select a range on {dayLabel}
      </Typography>
      <Stack direction="row" spacing={1}>
        {picker('From', from, setFrom)}
        {picker('To', to, setTo)}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => onSet(from, to, true)}>
          Mark range available
        </Button>
        <Button size="small" onClick={() => onSet(from, to, false)}>
          Mark range unavailable
        </Button>
      </Stack>
    </Stack>
  );
}
