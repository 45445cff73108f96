import { lazy, Suspense, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Report } from '@/entities/report';

const RoomReplay = lazy(() => import('@/widgets/room-replay').then((slice) => ({ default: slice.RoomReplay })));

/** A report about an interview, while it is open: the one time an admin may read the pair's room (the server checks it too). */
export function canReadRoom(report: Report): boolean {
  return (report.type === 'interview' || report.type === 'no_show') && report.status !== 'completed';
}

/** The reported interview's room, read only, for the admin handling the report. Each opening is one audited read. */
export function ReadRoomDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>The interview room</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The members&apos; practice, opened for this report only: the read is recorded in the audit log, and only notes the interviewers shared are shown.
        </DialogContentText>
        <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading the replay" />}>
          <RoomReplay interviewId={report.associatedId} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
