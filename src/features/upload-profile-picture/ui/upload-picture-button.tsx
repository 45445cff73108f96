import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { Member } from '@/entities/member';
import { UploadPictureDialog } from './upload-picture-dialog';

type UploadPictureButtonProps = { member: Member } & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/** 'Change Picture', opening the upload dialog. */
export function UploadPictureButton({ member, variant = 'outlined', ...buttonProps }: UploadPictureButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} variant={variant} startIcon={<PhotoCameraIcon />} onClick={() => setOpen(true)}>
        Change Picture
      </Button>
      <UploadPictureDialog member={member} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
