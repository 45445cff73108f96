import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from 'luxon';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { popoverRegion } from '@/shared/ui';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type AppNotification,
} from '@/entities/notification';

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: (notification: AppNotification) => void }) {
  return (
    <MenuItem
      component={RouterLink}
      to={notification.link}
      onClick={() => onOpen(notification)}
      sx={{ alignItems: 'flex-start', gap: 1, whiteSpace: 'normal', py: 1.25 }}
    >
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: notification.read ? 'transparent' : 'primary.main' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: notification.read ? 400 : 700 }}>
          {!notification.read && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
          {notification.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">{notification.text}</Typography>
        <Typography variant="caption" color="text.secondary">{DateTime.fromISO(notification.created).toRelative()}</Typography>
      </Box>
    </MenuItem>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export const NOTIFICATIONS_MENU_ID = 'notifications-menu';

interface NotificationMenuProps {
  anchor: HTMLElement | null;
  unread: number;
  onClose: () => void;
}

/** The bell's menu: "Mark all read", then the newest notifications, each a link to its page, marked read when opened. */
export function NotificationMenu({ anchor, unread, onClose }: NotificationMenuProps) {
  const list = useGetNotificationsQuery(undefined, { skip: anchor === null });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();

  const open = (notification: AppNotification) => {
    if (!notification.read) void markRead(notification.key);
    onClose();
  };

  let body;
  if (list.isLoading || (list.isFetching && !list.data)) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }} role="status" aria-label="Loading notifications">
        <CircularProgress size={24} />
      </Box>
    );
  } else if (list.isError) {
    body = (
      <Alert severity="error" sx={{ m: 1 }} action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>Retry</Button>}>
        Could not load your notifications.
      </Alert>
    );
  } else if (!list.data || list.data.items.length === 0) {
    body = <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">No notifications yet. Partner, reminder and other notices will show up here.</Typography>;
  } else {
    body = list.data.items.map((notification) => <NotificationItem key={notification.key} notification={notification} onOpen={open} />);
  }

  return (
    <Menu
      id={NOTIFICATIONS_MENU_ID}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { ...popoverRegion('Notifications'), sx: { width: 'min(380px, calc(100vw - 32px))', maxHeight: 'min(70vh, 560px)' } }, list: { 'aria-label': 'Notifications' } }}
    >
      <MenuItem disabled={unread === 0 || markAll.isLoading} onClick={() => void markAllRead()} sx={{ color: 'primary.main', fontWeight: 600 }}>
        Mark all read
      </MenuItem>
      <Divider />
      {body}
    </Menu>
  );
}
