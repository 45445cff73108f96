import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AvailabilityGrid } from '@/entities/availability';
import { useAvailabilityEditing, useAvailableCount } from '../model/use-availability-editing';
import { SlotToggle } from './slot-toggle';

interface MobileDayListProps {
  dayLabels: string[];
  timeLabels: string[];
  selectedColor: string;
  unselectedColor: string;
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

/** SPEC: under 768 px, a list of days, one open at a time, each slot toggled on its own. */
export function MobileDayList({ dayLabels, timeLabels, selectedColor, unselectedColor, onChange }: MobileDayListProps) {
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
            {timeLabels.map((timeLabel, slot) => (
              <SlotToggle
                key={slot}
                day={day}
                slot={slot}
                timeLabel={timeLabel}
                selectedColor={selectedColor}
                unselectedColor={unselectedColor}
                onToggle={editing.toggleCell}
              />
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
