import { memo } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { GridCell } from '../model/grid-cell';
import { useCellPainted } from '../model/use-availability-editing';

interface SlotToggleProps {
  day: number;
  slot: number;
  timeLabel: string;
  onToggle: (cell: GridCell) => void;
}

/**
 * One slot of a day on a phone: one button showing its time and Available or Unavailable, so its name ("7:00 AM
 * Available") is exactly what it shows and says which of the day's slots it is.
 */
export const SlotToggle = memo(function SlotToggle({ day, slot, timeLabel, onToggle }: SlotToggleProps) {
  const available = useCellPainted(day, slot);
  return (
    <ToggleButton
      value="available"
      selected={available}
      onChange={() => onToggle({ day, slot })}
      size="small"
      fullWidth
      sx={{
        justifyContent: 'space-between',
        textTransform: 'none',
        minHeight: 44,
        bgcolor: 'var(--grid-unselected)',
        color: 'var(--grid-unselected-text)',
        '&:hover': { bgcolor: 'var(--grid-unselected)', filter: 'var(--grid-hover-filter)' },
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'var(--grid-selected)', color: 'var(--grid-selected-text)' },
      }}
    >
      <Typography component="span">{timeLabel}</Typography>{' '}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {available ? 'Available' : 'Unavailable'}
      </Typography>
    </ToggleButton>
  );
});
