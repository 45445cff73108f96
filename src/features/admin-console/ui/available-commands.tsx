import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorDetail } from '@/shared/api';
import { useGetAvailableCommandsQuery } from '../api/console-api';

/** GET /admin/command/: what can be typed, with usage. */
export function AvailableCommands() {
  const { data: commands, error, isLoading } = useGetAvailableCommandsQuery();
  if (isLoading) return <Skeleton variant="rounded" height={160} aria-label="Loading commands" />;
  if (error) return <Alert severity="error">{errorDetail(error, 'Failed to load the available commands')}</Alert>;
  if (!commands?.length) return <Typography color="text.secondary">No commands are available.</Typography>;
  return (
    <List dense aria-label="Available commands">
      {commands.map((command) => (
        <ListItem key={command.name} disableGutters>
          <ListItemText
            primary={<code>{command.usage}</code>}
            secondary={command.description}
          />
        </ListItem>
      ))}
    </List>
  );
}
