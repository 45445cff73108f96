import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/Flag';
import type { ReportType } from '@/entities/report';
import { REPORT_BUTTON_LABELS } from '../config/messages';
import { ReportObjectDialog } from './report-object-dialog';

type ReportObjectButtonProps = {
  type: ReportType;
  associatedId: string | number;
} & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/** 'Report User', 'Report Question' or 'Report Interview', opening the report form. */
export function ReportObjectButton({ type, associatedId, variant = 'outlined', ...buttonProps }: ReportObjectButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} variant={variant} color="error" startIcon={<FlagIcon />} onClick={() => setOpen(true)}>
        {REPORT_BUTTON_LABELS[type]}
      </Button>
      <ReportObjectDialog type={type} associatedId={associatedId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
