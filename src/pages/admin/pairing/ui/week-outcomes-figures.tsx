import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WeekOutcome } from '@/entities/pairing';
import { formatDate } from '@/shared/lib/dates';
import { OUTCOME_FIGURES } from '../lib/outcome-figures';

export const OUTCOMES_TABLE_LABEL = 'Feedback completion, no-show rate and cancellations per week';

/** Wide screens: a week a row, a figure a column. */
export function WeekOutcomesTable({ weeks }: { weeks: WeekOutcome[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={OUTCOMES_TABLE_LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>Week of</TableCell>
            {OUTCOME_FIGURES.map((figure) => (
              <TableCell key={figure.label} align="right">{figure.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.weekStart}>
              <TableCell component="th" scope="row">{formatDate(week.weekStart)}</TableCell>
              {OUTCOME_FIGURES.map((figure) => (
                <TableCell key={figure.label} align="right">{figure.value(week)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: five columns do not fit 390 px without scrolling sideways, so each week stacks its figures, each named. */
export function WeekOutcomesList({ weeks }: { weeks: WeekOutcome[] }) {
  return (
    <Box component="ul" aria-label={OUTCOMES_TABLE_LABEL} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {weeks.map((week) => (
        <Box component="li" key={week.weekStart} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h3">
            Week of {formatDate(week.weekStart)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {OUTCOME_FIGURES.map((figure) => (
              <Fragment key={figure.label}>
                <Typography component="dt" variant="body2" color="text.secondary">{figure.label}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>{figure.value(week)}</Typography>
              </Fragment>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
