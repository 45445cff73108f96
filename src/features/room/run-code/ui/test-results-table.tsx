import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { formatDuration } from '../lib/describe-run';
import type { CaseStatus } from '../model/test-runner';

/** One row: a case as the question holds it, and its result (null: not run). */
export interface ResultRow {
  label: string;
  input: string;
  expected: string;
  result: { status: CaseStatus; got: string | null; error: string | null; durationMs: number } | null;
  /** What a timed-out case says. */
  timeoutText: string;
}

const STATUS_LOOK: Record<CaseStatus | 'not-run', { Icon: SvgIconComponent; color: 'success' | 'error' | 'warning' | 'disabled'; word: string }> = {
  pass: { Icon: CheckCircleOutlined, color: 'success', word: 'Passed' },
  fail: { Icon: HighlightOffOutlined, color: 'error', word: 'Failed' },
  error: { Icon: ErrorOutlineOutlined, color: 'error', word: 'Error' },
  timeout: { Icon: TimerOffOutlined, color: 'warning', word: 'Timed out' },
  'not-run': { Icon: RemoveCircleOutline, color: 'disabled', word: 'Not run' },
};

const codeSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  m: 0,
} as const;

/** Case, input, expected, got, result (icon and word, never colour alone) and time; scrolls sideways on a phone. */
export function TestResultsTable({ caption, rows }: { caption: string; rows: ResultRow[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ minWidth: 560, '& td, & th': { verticalAlign: 'top' } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Case</TableCell>
            <TableCell scope="col">Input</TableCell>
            <TableCell scope="col">Expected</TableCell>
            <TableCell scope="col">Got</TableCell>
            <TableCell scope="col">Result</TableCell>
            <TableCell scope="col" align="right">
              Time
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const look = STATUS_LOOK[row.result?.status ?? 'not-run'];
            return (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </TableCell>
                <TableCell>
                  <Box component="code" sx={codeSx}>
                    {row.input}
                  </Box>
                </TableCell>
                <TableCell>
                  <Box component="code" sx={codeSx}>
                    {row.expected}
                  </Box>
                </TableCell>
                <TableCell>
                  {row.result?.status === 'timeout' && <Typography variant="body2">{row.timeoutText}</Typography>}
                  {row.result?.error && (
                    <Box component="pre" sx={{ ...codeSx, borderLeft: 3, borderColor: 'error.main', pl: 1 }}>
                      {row.result.error}
                    </Box>
                  )}
                  {row.result?.got !== null && row.result?.got !== undefined && (
                    <Box component="code" sx={codeSx}>
                      {row.result.got}
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                    <look.Icon color={look.color} fontSize="small" aria-hidden />
                    <span>{look.word}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.result ? formatDuration(row.result.durationMs) : ''}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
