import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { languageLabel } from '../config/languages';
import { runSummary, TRUNCATED_NOTE } from '../lib/describe-run';
import type { RunStatus } from '../model/runner';
import type { SharedRun } from '../model/shared-run';

const STATUS_LOOK: Record<RunStatus, { Icon: SvgIconComponent; color: 'success' | 'error' | 'warning' | 'action' }> = {
  ok: { Icon: CheckCircleOutlined, color: 'success' },
  error: { Icon: ErrorOutlineOutlined, color: 'error' },
  timeout: { Icon: TimerOffOutlined, color: 'warning' },
  stopped: { Icon: StopCircleOutlined, color: 'action' },
};

const preSx = {
  m: 0,
  p: 1.5,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export interface RunOutputProps {
  run: SharedRun;
  /** The member reading it ran it (in this tab). */
  byYou: boolean;
}

/**
 * One run as both members see it: how it ended (icon and words), who ran it when it was the partner, then
 * the output, and the error output under its own label with a marked edge (not told apart by colour alone).
 */
export function RunOutput({ run, byYou }: RunOutputProps) {
  const { Icon, color } = STATUS_LOOK[run.status];
  const empty = run.stdout === '' && run.stderr === '';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Icon color={color} fontSize="small" aria-hidden sx={{ mt: '2px' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {runSummary(run, byYou)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {byYou ? '' : `${run.by} ran this · `}
            {languageLabel(run.language)} · <time dateTime={run.at}>{timeOf(run.at)}</time>
          </Typography>
        </Box>
      </Stack>
      {run.stdout !== '' && (
        <Box component="pre" aria-label="Standard output" sx={{ ...preSx, bgcolor: 'action.hover', borderRadius: 1 }}>
          {run.stdout}
        </Box>
      )}
      {run.stderr !== '' && (
        <Box sx={{ borderLeft: 4, borderColor: 'error.main', borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="overline" component="p" sx={[{ px: 1.5, pt: 0.5, lineHeight: 2, color: 'error.dark' }, (theme) => theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.error.light })]}>
            Errors (stderr)
          </Typography>
          <Box component="pre" aria-label="Error output" sx={{ ...preSx, pt: 0, color: 'text.primary' }}>
            {run.stderr}
          </Box>
        </Box>
      )}
      {empty && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No output.
        </Typography>
      )}
      {run.truncated && (
        <Typography variant="body2" color="text.secondary">
          {TRUNCATED_NOTE}.
        </Typography>
      )}
    </Stack>
  );
}
