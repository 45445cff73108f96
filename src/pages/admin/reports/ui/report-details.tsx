import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memberDisplayName } from '@/entities/member';
import { associatedObjectLink, REPORT_TYPE_LABELS, type Report } from '@/entities/report';
import { formatDate } from '@/shared/lib/dates';

const STATUS_COLOURS = { pending: 'warning', resolving: 'info', completed: 'success' } as const;

/** SPEC "Reports": the type (in words), status, date, reason, reporter and the reported object; on the card and in the Handle dialog. */
export function ReportDetails({ report, headingComponent = 'h2' }: { report: Report; headingComponent?: 'h2' | 'h3' }) {
  const reported = associatedObjectLink(report);
  const typeLabel = REPORT_TYPE_LABELS[report.type];
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" label={typeLabel} />
        <Chip size="small" color={STATUS_COLOURS[report.status]} label={report.status} />
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {formatDate(report.created)}
        </Typography>
      </Stack>
      {report.title && (
        <Typography variant="h6" component={headingComponent}>
          {report.title}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{report.reason}</Typography>
      <Typography variant="body2">
        Reported by{' '}
        <Link component={RouterLink} to={`/directory/${report.reporter.id}`}>
          {memberDisplayName(report.reporter)}
        </Link>{' '}
        (#{report.reporter.id})
      </Typography>
      <Typography variant="body2">
        About:{' '}
        {reported ? (
          <Link component={RouterLink} to={reported.path}>
            {reported.label}
          </Link>
        ) : (
          `a ${typeLabel.toLowerCase()} that no longer exists (${report.associatedId})`
        )}
      </Typography>
    </>
  );
}
