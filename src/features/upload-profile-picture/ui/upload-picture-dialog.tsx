import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { MemberAvatar, type Member } from '@/entities/member';
import { ACCEPTED_PICTURE_TYPES } from '../config/picture-rules';
import { usePictureUpload } from '../model/use-picture-upload';

interface UploadPictureDialogProps {
  member: Member;
  open: boolean;
  onClose: () => void;
}

const PREVIEW_SIZE = 160;

/** Pick a JPEG, PNG or GIF under 5 MB, see it, then upload it as the profile picture. */
export function UploadPictureDialog({ member, open, onClose }: UploadPictureDialogProps) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const picture = usePictureUpload(onClose);

  function close() {
    if (picture.isUploading) return;
    picture.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Profile Picture</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
          {picture.previewUrl ? (
            <Avatar src={picture.previewUrl} alt="Preview of your new picture" sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }} />
          ) : (
            <MemberAvatar member={member} size={PREVIEW_SIZE} />
          )}
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED_PICTURE_TYPES.join(',')}
            onChange={picture.choose}
            aria-label="Picture file"
            hidden
          />
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => inputRef.current?.click()} disabled={picture.isUploading}>
            Choose Image
          </Button>
          <Typography variant="body2" color="text.secondary">
            {picture.file ? picture.file.name : 'JPEG, PNG or GIF, up to 5MB'}
          </Typography>
          {picture.problem && (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              <AlertTitle>{picture.problem.title}</AlertTitle>
              {picture.problem.description}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={picture.isUploading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void picture.submit()} disabled={!picture.file} loading={picture.isUploading}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
