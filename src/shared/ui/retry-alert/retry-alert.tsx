import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A load that failed: what failed, and a Retry button that asks again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
