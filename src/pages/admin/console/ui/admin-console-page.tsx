import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminConsole, AvailableCommands } from '@/features/admin-console';

/** /admin/console: the allow-listed server commands, run as the signed-in admin. */
export function AdminConsolePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Console
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 2, minWidth: 0, width: '100%' }}>
          <AdminConsole />
        </Stack>
        <Paper variant="outlined" component="aside" sx={{ flex: 1, p: 2, width: '100%' }}>
          <Typography variant="h6" component="h2">
            Available commands
          </Typography>
          <AvailableCommands />
        </Paper>
      </Stack>
    </Container>
  );
}
