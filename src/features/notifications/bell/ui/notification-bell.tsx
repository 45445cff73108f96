import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useGetUnreadCountQuery, useLiveNotifications } from '@/entities/notification';

// As the top bar's drawer: the menu (Modal, focus trap, list, dates) loads on the first click of the bell, not with
// every first page.
const NotificationMenu = lazy(() => import('./notification-menu').then((module) => ({ default: module.NotificationMenu })));

/** The badge's cap; past it the badge reads "99+", and so does the button's name. */
const BADGE_MAX = 99;

/** The button's name holds the badge's visible text, so speech input ("click Notifications 3") and screen readers agree. */
export const bellLabel = (unread: number) => {
  if (unread <= 0) return 'Notifications';
  return `Notifications, ${unread > BADGE_MAX ? `${BADGE_MAX}+` : unread} unread`;
};

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
        {/* No badge at all when nothing is unread: MUI keeps an invisible "0" in it, which is text the name lacks. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={BADGE_MAX}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      {menuRequested && (
        <Suspense fallback={null}>
          <NotificationMenu anchor={anchor} unread={unread} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
