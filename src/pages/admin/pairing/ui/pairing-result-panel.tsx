import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWeek, type PairingResult } from '@/entities/pairing';

/** One line a person reads: the week, the pairs, who was left over, and who was emailed. */
function summaryOf(result: PairingResult, undone: boolean): string {
  const { stats } = result.raw;
  const week = formatWeek(result.week);
  if (undone) {
    return `The week of ${week} is not paired; its ${stats.pool_size} members are back in the pool.`;
  }
  return `Paired the week of ${week}: ${stats.pairs} pairs, ${stats.unpaired} unpaired; ${2 * stats.pairs + stats.unpaired} members emailed.`;
}

/** SPEC: the raw response is shown below, folded under a short summary so a big pool does not fill the page. */
export function PairingResultPanel({ result, undone }: { result: PairingResult; undone: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Response" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Response
      </Typography>
      <Typography sx={{ mb: 1 }}>{summaryOf(result, undone)}</Typography>
      {result.pairedInterviews.length > 0 && (
        <Accordion disableGutters variant="outlined">
          <AccordionSummary aria-controls="paired-interviews" id="paired-interviews-heading">
            Interviews ({result.pairedInterviews.length})
          </AccordionSummary>
          <AccordionDetails id="paired-interviews">
            <Stack component="ul" spacing={0.5} aria-label="Paired interviews" sx={{ pl: 2, m: 0 }}>
              {result.pairedInterviews.map((interview) => (
                <li key={interview.interviewId}>
                  <Link component={RouterLink} to={`/interviews/${interview.interviewId}`}>
                    {interview.interviewer} interviews {interview.interviewee}
                  </Link>
                </li>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      )}
      <Accordion disableGutters variant="outlined">
        <AccordionSummary aria-controls="raw-response" id="raw-response-heading">
          Raw response
        </AccordionSummary>
        <AccordionDetails id="raw-response">
          <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
            {JSON.stringify(result.raw, null, 2)}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
