import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memberDisplayName, type Member } from '@/entities/member';
import type { Report } from '@/entities/report';
import { NoShowPanel } from '@/features/handle-no-show';
import { canReadRoom, ReadRoomDialog } from './read-room-dialog';
import { ReportDetails } from './report-details';

interface ReportCardProps {
  report: Report;
  admins: Member[];
  onHandle: () => void;
}

/** SPEC "Reports": the report's details, with its assignee, the admins' notes and status. */
export function ReportCard({ report, admins, onHandle }: ReportCardProps) {
  const [readingRoom, setReadingRoom] = useState(false);
  const assignee = admins.find((admin) => admin.id === report.assignee);
  const assigneeName = report.assignee === null ? 'Unassigned' : assignee ? memberDisplayName(assignee) : `Member #${report.assignee}`;
  return (
    <Card variant="outlined" component="article" aria-label={`Report ${report.title || report.reason}`}>
      <CardContent>
        <ReportDetails report={report} />
        <Typography variant="body2">Assignee: {assigneeName}</Typography>
        {report.adminNotes && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            Notes: {report.adminNotes}
          </Typography>
        )}
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
