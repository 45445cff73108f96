import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memberDisplayName, type Member } from '@/entities/member';
import { associatedObjectLink, type Report } from '@/entities/report';
import { NoShowPanel } from '@/features/handle-no-show';
import { formatDate } from '@/shared/lib/dates';
import { canReadRoom, ReadRoomDialog } from './read-room-dialog';

const STATUS_COLOURS = { pending: 'warning', resolving: 'info', completed: 'success' } as const;

interface ReportCardProps {
  report: Report;
  admins: Member[];
  onHandle: () => void;
}

/** SPEC "Reports": reporter, reason, type and the reported object, with its assignee and status. */
export function ReportCard({ report, admins, onHandle }: ReportCardProps) {
  const reported = associatedObjectLink(report);
  const [readingRoom, setReadingRoom] = useState(false);
  const assignee = admins.find((admin) => admin.id === report.assignee);
  const assigneeName = report.assignee === null ? 'Unassigned' : assignee ? memberDisplayName(assignee) : `Member #${report.assignee}`;
  return (
    <Card variant="outlined" component="article" aria-label={`Report ${report.title || report.reason}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Chip size="small" label={report.type} />
          <Chip size="small" color={STATUS_COLOURS[report.status]} label={report.status} />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {formatDate(report.created)}
          </Typography>
        </Stack>
        {report.title && (
          <Typography variant="h6" component="h2">
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
            `a ${report.type} that no longer exists (${report.associatedId})`
          )}
        </Typography>
        <Typography variant="body2">Assignee: {assigneeName}</Typography>
        {report.noShow && <NoShowPanel reportId={report.reportId} noShow={report.noShow} />}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onHandle}>Handle</Button>
        {canReadRoom(report) && <Button onClick={() => setReadingRoom(true)}>Read the interview room</Button>}
      </CardActions>
      {readingRoom && <ReadRoomDialog report={report} onClose={() => setReadingRoom(false)} />}
    </Card>
  );
}
