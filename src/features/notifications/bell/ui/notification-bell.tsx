import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useGetUnreadCountQuery, useLiveNotifications } from '@/entities/notification';

// As the top bar's drawer: the menu (Modal, focus trap, list, dates) loads on the first click of the bell, not with
// every first page.
const NotificationMenu = lazy(() => import('./notification-menu').then((module) => ({ default: module.NotificationMenu })));

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The header's bell: the unread count as a badge and, on click, the menu of the newest notifications. Kept live
 * by the notifications socket while it is shown (only to signed-in members).
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuRequested, setMenuRequested] = useState(false);
  useLiveNotifications(true);
  const { data: unread = 0 } = useGetUnreadCountQuery();

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'notifications-menu' : undefined}
        onClick={(event) => {
          setMenuRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {menuRequested && (
        <Suspense fallback={null}>
          <NotificationMenu anchor={anchor} unread={unread} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
