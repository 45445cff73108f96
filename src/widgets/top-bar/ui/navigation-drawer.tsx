import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { NavLinkItem, ProfileEntry } from '../lib/nav-links';

interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  links: NavLinkItem[];
  profile: ProfileEntry | null;
}

/** The small-screen menu: the same links as the bar, plus the profile entry. */
export function NavigationDrawer({ open, onClose, links, profile }: NavigationDrawerProps) {
  return (
    // The drawer's panel is a dialog to assistive technology: it needs a name of its own.
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box component="nav" aria-label="Main menu" sx={{ width: 260 }}>
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {profile && (
          <>
            <Divider />
            <List>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={profile.to} onClick={onClose}>
                  {profile.pictureUrl && (
                    <ListItemAvatar>
                      <Avatar src={profile.pictureUrl} alt="" />
                    </ListItemAvatar>
                  )}
                  <ListItemText primary={profile.label} />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}
