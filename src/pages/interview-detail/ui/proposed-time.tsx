import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { formatProposedTime, partnerClockOf, proposedTimeLabel, type Interview } from '@/entities/interview';
import { buildIcsCalendar, downloadIcsFile } from '@/shared/lib/ics';
import { CALENDAR_FILE_NAME } from '../config/interview-detail';
import { interviewCalendarEvent, interviewPageUrl } from '../lib/interview-calendar-event';

interface ProposedTimeProps {
  interview: Interview;
  viewerId: number | undefined;
}

/** When the pair could meet, on the viewer's clock (and their partner's, when the viewer is one of the pair), with a calendar file to download. */
export function ProposedTime({ interview, viewerId }: ProposedTimeProps) {
  const { proposedTime } = interview;

  function addToCalendar() {
    const event = interviewCalendarEvent(interview, viewerId, interviewPageUrl(interview.interviewId));
    if (event) downloadIcsFile(CALENDAR_FILE_NAME, buildIcsCalendar(event, new Date()));
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {proposedTimeLabel(interview)}
          </Typography>
          <Typography>
            {proposedTime ? formatProposedTime(proposedTime, partnerClockOf(interview, viewerId)) : 'No common free time is left this week: agree on a time with your partner.'}
          </Typography>
        </Stack>
        {proposedTime && (
          <Button variant="outlined" startIcon={<EventIcon />} onClick={addToCalendar} sx={{ flexShrink: 0 }}>
            Add to calendar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
