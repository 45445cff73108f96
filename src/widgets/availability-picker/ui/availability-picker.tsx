import { useId, useMemo } from 'react';
import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AvailabilityGrid } from '@/entities/availability';
import { gridColorVariables } from '../config/grid-colors';
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
  /**
   * The week's Sunday, YYYY-MM-DD: names the day each cell really falls on (the rows from 12:00 AM are the
   * column's next day).
   */
  weekStart: string;
  /** 7 labels such as 'Sun 3/9' (see `dayLabels`). */
  dayLabels: string[];
  /** 48 labels such as '7:00 AM' (see `timeLabels`). */
  timeLabels: string[];
  /** A hex, rgb() or hsl() colour for available cells; by default teal.400 (teal.300 in dark mode). */
  selectedColor?: string;
  /** A hex, rgb() or hsl() colour for unavailable cells; by default gray.100 (grey.800 in dark mode). */
  unselectedColor?: string;
}

/** The weekly availability grid: a drag-to-paint grid on desktop, a list of days on mobile. */
export function AvailabilityPicker({
  availability,
  onChange,
  title,
  weekStart,
  dayLabels,
  timeLabels,
  selectedColor,
  unselectedColor,
}: AvailabilityPickerProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const titleId = useId();
  const hintId = useId();
  useAvailabilityInput(availability);
  const week = useMemo(() => DateTime.fromISO(weekStart), [weekStart]);

  return (
    <Box sx={(theme) => gridColorVariables(theme, { selected: selectedColor, unselected: unselectedColor })}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {isMobile ? (
        <MobileDayList weekStart={week} dayLabels={dayLabels} timeLabels={timeLabels} onChange={onChange} />
      ) : (
        <>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Click or drag across the times you are free. Keyboard: arrow keys move, Space toggles, Shift+arrows select a range.
          </Typography>
          <DesktopGrid labelledBy={titleId} describedBy={hintId} weekStart={week} dayLabels={dayLabels} timeLabels={timeLabels} onChange={onChange} />
        </>
      )}
    </Box>
  );
}
