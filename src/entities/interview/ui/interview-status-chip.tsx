import Chip, { type ChipProps } from '@mui/material/Chip';
import type { InterviewStatus } from '../model/types';

const APPEARANCE: Record<InterviewStatus, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'primary' },
  completed: { label: 'Completed', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** The interview's status as a small label: Pending, Completed or Cancelled. */
export function InterviewStatusChip({ status }: { status: InterviewStatus }) {
  const { label, color } = APPEARANCE[status];
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
