import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { formatDate } from '@/shared/lib/dates';
import { leadingBlanks, type SignupDay } from '../lib/signup-buckets';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface SignupDayGridProps {
  days: SignupDay[];
  selectedDate: string | null;
  onSelect: (date: string) => void;
}


/** The days as a calendar 7 columns wide, each coloured by its signups; picking one opens its day view. */
export function SignupDayGrid({ days, selectedDate, onSelect }: SignupDayGridProps) {
  const theme = useTheme();
  const busiest = Math.max(1, ...days.map((day) => day.count));
  const blanks = days.length > 0 ? leadingBlanks(days[0].date) : 0;
  return (
    <Box role="group" aria-label="Signups per day" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
      {WEEKDAYS.map((weekday) => (
        <Typography key={weekday} variant="caption" color="text.secondary" align="center" aria-hidden>
          {weekday}
        </Typography>
      ))}
      {Array.from({ length: blanks }, (_, index) => (
        <Box key={`blank-${index}`} />
      ))}
      {days.map((day) => {
        const selected = day.date === selectedDate;
        return (
          <ButtonBase
            key={day.date}
            onClick={() => onSelect(day.date)}
            aria-pressed={selected}
            sx={{
              flexDirection: 'column',
              py: 1,
              borderRadius: 1,
              border: 2,
              borderColor: selected ? 'secondary.main' : 'transparent',
              bgcolor: day.count === 0 ? 'action.hover' : theme.alpha((theme.vars ?? theme).palette.primary.main, 0.15 + 0.85 * (day.count / busiest)),
              color: day.count / busiest > 0.5 ? 'primary.contrastText' : 'text.primary',
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'secondary.main' },
            }}
          >
            {/* Named by what it shows ("13", "0") with the rest hidden around it, so speech input can say what it sees. */}
            <Typography variant="caption">{Number(day.date.slice(8))}</Typography>
            <Box component="span" sx={visuallyHidden}>{` (${formatDate(day.date)}): `}</Box>
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {day.count}
            </Typography>
            <Box component="span" sx={visuallyHidden}>{day.count === 1 ? ' signup' : ' signups'}</Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
