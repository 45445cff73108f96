import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ErrorScreen } from '@/shared/ui';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** A full reload, not a client-side navigation: the broken state may live in memory. */
function reloadHome() {
  window.location.hash = '#/home';
  window.location.reload();
}

/** What the router shows when rendering a screen throws (including a page chunk that fails to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      detail={describe(error)}
      action={
        <Button variant="contained" onClick={reloadHome}>
          Back to home
        </Button>
      }
    />
  );
}
