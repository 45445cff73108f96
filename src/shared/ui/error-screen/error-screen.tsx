import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ErrorScreenProps {
  title: string;
  detail?: string;
  /** E.g. a link home or a retry button. */
  action?: ReactNode;
}

/** A full-page message for when a screen cannot be shown. */
export function ErrorScreen({ title, detail, action }: ErrorScreenProps) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
      {action}
    </Box>
  );
}
