import Chip from '@mui/material/Chip';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';

/** Marks an interview whose feedback window is open while the member has not both given feedback and marked it done. */
export function FeedbackPendingChip() {
  return <Chip icon={<RateReviewOutlinedIcon />} label="Feedback pending" color="warning" size="small" variant="outlined" />;
}
