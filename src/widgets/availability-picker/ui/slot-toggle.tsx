import { memo, useId } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { GridCell } from '../model/grid-cell';
import { useCellPainted } from '../model/use-availability-editing';

interface SlotToggleProps {
  day: number;
  slot: number;
  timeLabel: string;
  selectedColor: string;
  unselectedColor: string;
  onToggle: (cell: GridCell) => void;
}

/** One slot of a day on mobile: its time and a button reading Available or Unavailable. */
export const SlotToggle = memo(function SlotToggle({ day, slot, timeLabel, selectedColor, unselectedColor, onToggle }: SlotToggleProps) {
  const available = useCellPainted(day, slot);
  const id = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
      <Typography id={`${id}-time`}>{timeLabel}</Typography>
      <ToggleButton
        id={`${id}-toggle`}
        // Named "7:00 AM Available", so each of the day's 48 buttons says which slot it is.
        aria-labelledby={`${id}-time ${id}-toggle`}
        value="available"
        selected={available}
        onChange={() => onToggle({ day, slot })}
        size="small"
        sx={(theme) => ({
          minWidth: 128,
          bgcolor: unselectedColor,
          color: theme.palette.getContrastText(unselectedColor),
          '&:hover': { bgcolor: unselectedColor },
          '&.Mui-selected, &.Mui-selected:hover': { bgcolor: selectedColor, color: theme.palette.getContrastText(selectedColor) },
        })}
      >
        {available ? 'Available' : 'Unavailable'}
      </ToggleButton>
    </Stack>
  );
});
