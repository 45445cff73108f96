import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { grey, teal } from '@mui/material/colors';
import type { AvailabilityGrid } from '@/entities/availability';
import { MOBILE_MEDIA_QUERY } from '../config/layout';
import { useAvailabilityInput } from '../model/use-availability-editing';
import { DesktopGrid } from './desktop-grid';
import { MobileDayList } from './mobile-day-list';

/** SPEC section 2, "Picker inputs". */
export interface AvailabilityPickerProps {
  /** 7 days (Sunday first) by 48 half-hour slots (7:00 AM first); true means available. */
  availability: AvailabilityGrid;
  /** Called once per finished edit (a drag, a toggle) with the whole new grid. */
  onChange: (availability: AvailabilityGrid) => void;
  title: string;
  /** 7 labels such as 'Sun 3/9' (see `dayLabels`). */
  dayLabels: string[];
  /** 48 labels such as '7:00 AM' (see `timeLabels`). */
  timeLabels: string[];
  /** A hex, rgb() or hsl() colour for available cells. */
  selectedColor?: string;
  /** A hex, rgb() or hsl() colour for unavailable cells. */
  unselectedColor?: string;
}

/** The weekly availability grid: a drag-to-paint grid on desktop, a list of days on mobile. */
export function AvailabilityPicker({
  availability,
  onChange,
  title,
  dayLabels,
  timeLabels,
  selectedColor = teal[400],
  unselectedColor = grey[100],
}: AvailabilityPickerProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const titleId = useId();
  const hintId = useId();
  useAvailabilityInput(availability);

  const colors = { selectedColor, unselectedColor };
  return (
    <Box>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {isMobile ? (
        <MobileDayList dayLabels={dayLabels} timeLabels={timeLabels} onChange={onChange} {...colors} />
      ) : (
        <>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Click or drag across the times you are free. Keyboard: arrow keys move, Space toggles, Shift+arrows select a range.
          </Typography>
          <DesktopGrid labelledBy={titleId} describedBy={hintId} dayLabels={dayLabels} timeLabels={timeLabels} onChange={onChange} {...colors} />
        </>
      )}
    </Box>
  );
}
