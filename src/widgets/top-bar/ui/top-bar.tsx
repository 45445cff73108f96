import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '@/entities/session';
import { NotificationBell } from '@/features/notifications/bell';
import { ToggleColorModeButton } from '@/features/toggle-color-mode';
import { PRODUCT_NAME } from '@/shared/config';
import { useHydrated } from '@/shared/lib/hydration';
import { navLinksFor, profileEntryFor } from '../lib/nav-links';
import { ProfileButton } from './profile-button';

// The drawer (Modal, focus trap, transitions, lists) is code every first load would carry for a menu most
// visitors never open: it loads on the first tap of "Open menu" instead.
const NavigationDrawer = lazy(() => import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })));

/** The links need room: from this breakpoint up they sit in the bar, below it they move into a menu. */
const WIDE = 'md';

export function TopBar() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const links = navLinksFor(session);
  const profile = profileEntryFor(session);
  const hydrated = useHydrated();

  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          aria-haspopup="true"
          aria-disabled={hydrated ? undefined : true}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', [WIDE]: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/home"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', [WIDE]: 'flex' }, gap: 1, flexGrow: 1 }}>
          {links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ textTransform: 'none' }}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, [WIDE]: 0 } }} />
        {session.status === 'authenticated' && <NotificationBell />}
        <ToggleColorModeButton />
        {profile && (
          <Box sx={{ display: { xs: 'none', [WIDE]: 'block' } }}>
            <ProfileButton entry={profile} />
          </Box>
        )}
      </Toolbar>
      {menuRequested && (
        <Suspense fallback={null}>
          <NavigationDrawer open={menuOpen} onClose={() => setMenuOpen(false)} links={links} profile={profile} />
        </Suspense>
      )}
    </AppBar>
  );
}
