import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Buttons or links after the title; they wrap below it on a narrow screen. */
  children?: ReactNode;
}

/** A page's title with its actions on the same row. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
