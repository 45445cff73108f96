import { useId, useMemo, useState } from 'react';
import type { DateTime } from 'luxon';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { slotDay, type AvailabilityGrid } from '@/entities/availability';
import { DAY_PARTS } from '../config/day-parts';
import { useAvailabilityEditing, useAvailableCount, type AvailabilityEditing } from '../model/use-availability-editing';
import { SlotRangeForm } from './slot-range-form';
import { SlotToggle } from './slot-toggle';

interface MobileDayListProps {
  weekStart: DateTime;
  dayLabels: string[];
  timeLabels: string[];
  onChange: (availability: AvailabilityGrid) => void;
}

function DayHeading({ day, dayLabel }: { day: number; dayLabel: string }) {
  const availableCount = useAvailableCount(day);
  return (
    <Typography component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {dayLabel}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {availableCount} available
      </Typography>
    </Typography>
  );
}

interface DaySlotsProps {
  day: number;
  dayLabel: string;
  weekStart: DateTime;
  timeLabels: string[];
  editing: AvailabilityEditing;
}

/** One open day: a range control, then its slots in morning, afternoon, evening and night (the night named by the day it falls on). */
function DaySlots({ day, dayLabel, weekStart, timeLabels, editing }: DaySlotsProps) {
  const headingId = useId();
  const slotDays = useMemo(() => timeLabels.map((_time, slot) => slotDay(weekStart, day, slot)), [timeLabels, weekStart, day]);
  const rangeLabels = timeLabels.map((time, slot) => (slotDays[slot].night ? `${time} (${slotDays[slot].shortDayName})` : time));
  return (
    <>
      <SlotRangeForm dayLabel={dayLabel} slotLabels={rangeLabels} onSet={(from, to, available) => editing.setSlotRange(day, from, to, available)} />
      {DAY_PARTS.map((part) => {
        const { night, dayName } = slotDays[part.firstSlot];
        return (
          <Stack key={part.name} component="section" aria-labelledby={`${headingId}-${part.name}`} spacing={0.5} sx={{ mb: 2 }}>
            <Typography id={`${headingId}-${part.name}`} variant="subtitle2" component="h4">
              {night ? `${part.name}: ${dayName} (${night})` : part.name}
            </Typography>
            {timeLabels.slice(part.firstSlot, part.lastSlot + 1).map((timeLabel, index) => (
              <SlotToggle key={index} day={day} slot={part.firstSlot + index} timeLabel={timeLabel} onToggle={editing.toggleCell} />
            ))}
          </Stack>
        );
      })}
    </>
  );
}

/** SPEC: under 768 px, a list of days, one open at a time, each slot toggled on its own. */
export function MobileDayList({ weekStart, dayLabels, timeLabels, onChange }: MobileDayListProps) {
  const [expandedDay, setExpandedDay] = useState<number | null>(null);
  const editing = useAvailabilityEditing(onChange);
  const listId = useId();

  return (
    <div>
      {dayLabels.map((dayLabel, day) => (
        <Accordion
          key={day}
          expanded={expandedDay === day}
          onChange={(_event, expanded) => setExpandedDay(expanded ? day : null)}
          disableGutters
          // 48 buttons per day: only the open day's are in the page.
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${listId}-day-${day}`} aria-controls={`${listId}-slots-${day}`}>
            <DayHeading day={day} dayLabel={dayLabel} />
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <DaySlots day={day} dayLabel={dayLabel} weekStart={weekStart} timeLabels={timeLabels} editing={editing} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
