import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ErrorScreen } from '@/shared/ui';

export function NotFoundPage() {
  return (
    <ErrorScreen
      title="Not Found"
      action={
        <Button component={RouterLink} to="/home" variant="contained">
          Go home
        </Button>
      }
    />
  );
}
